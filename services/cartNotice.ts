import { announce } from './announcer';
import { showNotices } from './notices';

/**
 * Shows a cart failure as the page's error notice (through the notices island, which
 * focuses it) and says it to screen readers at once.
 */
export function showCartError(text: string): void {
  showNotices([{ kind: 'error', text }], { scroll: true });
  announce(text, 'assertive');
}
