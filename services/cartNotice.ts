import { announce } from './announcer';

/**
 * Shows a cart failure as an error notice at the top of the page's notices, and says it
 * to screen readers at once. A newer cart notice replaces an older one.
 */
export function showCartError(text: string): void {
  let wrapper = document.querySelector('.notices-wrapper');
  if (!wrapper) {
    wrapper = document.createElement('div');
    wrapper.className = 'notices-wrapper';
    (document.querySelector('main') ?? document.body).prepend(wrapper);
  }
  wrapper.querySelector('.notice--cart')?.remove();
  const notice = document.createElement('div');
  notice.className = 'notice notice--error notice--cart';
  notice.textContent = text;
  wrapper.prepend(notice);
  announce(text, 'assertive');
}
