import type { FastifyRequest } from 'fastify';
import { STORE_NOTICE_HIDDEN, storeNoticeCookieName } from '../../domain/storeNotice';
import type { StoreNoticeView } from '../../ui/layout/types';
import type { ShopContext } from '../context';

/** The query parameter of the store notice's no-JavaScript dismiss link (server/routes/store-notice). */
export const DISMISS_PARAM = 'dismiss-store-notice';

/** `url`'s path and query as a same-site path: "//host" would leave the shop. */
export function samePath(url: URL): string {
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
}

/** Whether this visitor dismissed the current store notice (its cookie, which only the server reads). */
export function storeNoticeDismissed(shop: ShopContext, request: FastifyRequest): boolean {
  const notice = shop.settings.storeNotice;
  return notice !== null && request.cookies?.[storeNoticeCookieName(notice.id)] === STORE_NOTICE_HIDDEN;
}

/**
 * The store notice, unless this shopper dismissed it: the server reads the cookie, so a
 * dismissed notice is never sent and never flashes on a later page. Its dismiss link is the
 * page itself with ?dismiss-store-notice=<id>, for shoppers without JavaScript.
 */
export function storeNoticeFor(shop: ShopContext, request: FastifyRequest): StoreNoticeView | undefined {
  const notice = shop.settings.storeNotice;
  if (!notice || storeNoticeDismissed(shop, request)) return undefined;
  const url = new URL(request.url, 'http://shop.invalid');
  url.searchParams.set(DISMISS_PARAM, notice.id);
  return { id: notice.id, text: notice.text, dismissHref: samePath(url) };
}
