import type { Notice } from '../domain/notice';
import { readShowNoticesDetail, type ShowNoticesDetail } from './noticesSchema';

/**
 * Notices shown from the browser. Any widget (the cart's, for one) calls `showNotices`;
 * the page's notices island hears it through a DOM event on `document`, replaces the
 * notices it shows, moves focus to the first 500 ms later and, if asked, scrolls to them.
 * See docs/decisions/0042-client-notices.md.
 */
export const NOTICES_EVENT = 'statefront:notices';

export type { ShowNoticesDetail };

/** Replaces the page's notices with `notices`; `scroll` brings them into view. */
export function showNotices(notices: Notice[], opts: { scroll?: boolean } = {}): void {
  const detail: ShowNoticesDetail = { notices, ...opts };
  document.dispatchEvent(new CustomEvent(NOTICES_EVENT, { detail }));
}

/**
 * Calls `listener` with each well-formed `statefront:notices` event (the event is open to
 * any script, so its detail is checked); returns the unsubscribe.
 */
export function onShowNotices(listener: (detail: ShowNoticesDetail) => void): () => void {
  const handle = (event: Event) => {
    const detail = readShowNoticesDetail((event as CustomEvent<unknown>).detail);
    if (detail) listener(detail);
    else console.warn(`${NOTICES_EVENT}: ignored a malformed event`);
  };
  document.addEventListener(NOTICES_EVENT, handle);
  return () => document.removeEventListener(NOTICES_EVENT, handle);
}
