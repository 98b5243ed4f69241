import type { Notice } from '../domain/notice';

/**
 * Notices shown from the browser. Any widget (the cart's, for one) calls `showNotices`;
 * the page's notices island hears it through a DOM event on `document`, replaces the
 * notices it shows, moves focus to the first 500 ms later and, if asked, scrolls to them.
 * See docs/decisions/0042-client-notices.md.
 */
export const NOTICES_EVENT = 'statefront:notices';

export interface ShowNoticesDetail {
  notices: Notice[];
  scroll?: boolean | undefined;
}

/** Replaces the page's notices with `notices`; `scroll` brings them into view. */
export function showNotices(notices: Notice[], opts: { scroll?: boolean } = {}): void {
  const detail: ShowNoticesDetail = { notices, ...opts };
  document.dispatchEvent(new CustomEvent(NOTICES_EVENT, { detail }));
}

/**
 * Calls `listener` with each well-formed `statefront:notices` event (the event is open to
 * any script, so its detail is checked); returns the unsubscribe. The check is its own
 * chunk, fetched when the listener starts (the notices island hydrating) rather than with
 * the first event: the notice most worth showing is "You are probably offline.", and by
 * then the chunk could no longer be fetched.
 */
export function onShowNotices(listener: (detail: ShowNoticesDetail) => void): () => void {
  const schema = import('./noticesSchema');
  let queue = Promise.resolve();
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    // Chained, so notices posted one after the other are shown in that order.
    queue = queue.then(async () => {
      const { ShowNoticesDetail } = await schema;
      const parsed = ShowNoticesDetail.safeParse(detail);
      if (parsed.success) listener(parsed.data);
      else console.warn(`${NOTICES_EVENT}: ignored a malformed event`, parsed.error.issues);
    });
  };
  document.addEventListener(NOTICES_EVENT, handle);
  return () => document.removeEventListener(NOTICES_EVENT, handle);
}
