// zod/mini: the same checks as zod, at a fraction of the bytes every page downloads.
import * as z from 'zod/mini';
import type { Notice } from '../src/pages/types';

/**
 * Notices shown from the browser. Any widget (the cart's, for one) calls `showNotices`;
 * the page's notices island hears it through a DOM event on `document`, replaces the
 * notices it shows, moves focus to the first 500 ms later and, if asked, scrolls to them.
 * See docs/decisions/0042-client-notices.md.
 */
export const NOTICES_EVENT = 'statefront:notices';

const SafeHref = z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/)/, 'a path or an http(s) URL'));

const NoticeSchema = z.object({
  kind: z.enum(['success', 'error', 'info']),
  text: z.string().check(z.minLength(1)),
  link: z.optional(z.object({ href: SafeHref, label: z.string().check(z.minLength(1)) })),
});

const ShowNoticesDetail = z.object({
  notices: z.array(NoticeSchema).check(z.minLength(1)),
  scroll: z.optional(z.boolean()),
});
export type ShowNoticesDetail = z.infer<typeof ShowNoticesDetail>;

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
    const parsed = ShowNoticesDetail.safeParse((event as CustomEvent<unknown>).detail);
    if (parsed.success) listener(parsed.data);
    else console.warn(`${NOTICES_EVENT}: ignored a malformed event`, parsed.error.issues);
  };
  document.addEventListener(NOTICES_EVENT, handle);
  return () => document.removeEventListener(NOTICES_EVENT, handle);
}
