import { isScrollingToNotices } from './scroll';

/** The first alert or notice on the page, in document order. */
const NOTICE_SELECTOR = '.notice, [role="alert"]';

/**
 * Moves focus to the first alert or notice on the page, making it
 * focusable first. While the page is animating to the notices the focus move does not
 * scroll, so the animation is not cut short.
 */
export function focusFirstNotice(): void {
  const notice = document.querySelector<HTMLElement>(NOTICE_SELECTOR);
  if (!notice) return;
  if (!notice.hasAttribute('tabindex')) notice.setAttribute('tabindex', '-1');
  notice.focus({ preventScroll: isScrollingToNotices() });
}

/** Moves focus to the first element matching `selector`, if there is one. */
export function focusElement(selector: string): void {
  document.querySelector<HTMLElement>(selector)?.focus();
}

/** Moves focus to the control named `name` in `form`, if there is one. */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}

/** Moves focus to `element`, if it is in the page. */
export function focusOn(element: HTMLElement | null): void {
  element?.focus();
}

/** Moves focus to the first element matching `selector` inside `scope`, if there is one. */
export function focusWithin(scope: Element | null, selector: string): void {
  scope?.querySelector<HTMLElement>(selector)?.focus();
}
