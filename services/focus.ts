import type { ElementRef } from '../domain/elementRef';
import { announce } from './announcer';
import { isScrollingToNotices } from './scroll';

/** The first alert or notice on the page, in document order. */
const NOTICE_SELECTOR = '.notice, [role="alert"]';

/** A block's text as sentences: its lines (heading, list items), each ending in a stop. */
function sentences(element: HTMLElement): string {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what is wanted here
  const text = element.innerText ?? element.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?:…]$/.test(line) ? line : `${line}.`))
    .join(' ');
}

/** The page's first alert or notice, if there is one. */
export function firstNotice(): HTMLElement | null {
  return document.querySelector<HTMLElement>(NOTICE_SELECTOR);
}

/**
 * Says `notice` to screen readers, if it is still on the page: assertively for an alert,
 * politely for a notice. For one that came with the page, whose appearing nobody heard.
 */
export function announceNotice(notice: HTMLElement | null): void {
  if (!notice?.isConnected) return;
  announce(sentences(notice), notice.getAttribute('role') === 'alert' ? 'assertive' : 'polite');
}

/**
 * Moves focus to the first alert or notice on the page, making it focusable first, unless
 * focus is already in it or in a field being typed into. While the page is animating to the notices the focus move does not
 * scroll, so the animation is not cut short.
 */
export function focusFirstNotice(): void {
  const notice = document.querySelector<HTMLElement>(NOTICE_SELECTOR);
  if (!notice) return;
  // A shopper already typing in a field (one who followed a summary's link to it, say) keeps
  // their place: focus taken 500 ms later would send their next keys nowhere.
  if (isTypingIn(document.activeElement)) return;
  // Focus already in the notice (a link in a checkout's error summary, followed by Tab) has
  // found it: taking it back to the container would lose the shopper's place in it.
  if (notice.contains(document.activeElement)) return;
  if (!notice.hasAttribute('tabindex')) notice.setAttribute('tabindex', '-1');
  notice.focus({ preventScroll: isScrollingToNotices() });
}

/**
 * Moves focus to the page's main content (focusable, `tabindex="-1"`) without scrolling:
 * where a keyboard shopper goes on after what they were on has gone.
 */
export function focusMainContent(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
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

/**
 * Moves focus to the element `target` points at, at once if it is in the page, else as
 * soon as the view adds it inside `scope`: a message a machine has just decided to show
 * is rendered only after the decision's actions have run.
 */
export function focusWhenShown(target: ElementRef<HTMLElement>, scope: Element | null): void {
  if (target.current) {
    target.current.focus();
    return;
  }
  if (!scope) return;
  const observer = new MutationObserver(() => {
    if (!target.current) return;
    observer.disconnect();
    target.current.focus();
  });
  observer.observe(scope, { childList: true, subtree: true });
}

/** Whether `el` is a control a shopper types into. */
function isTypingIn(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(el.type);
}
