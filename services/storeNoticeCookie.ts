import Cookies from 'js-cookie';
import { STORE_NOTICE_HIDDEN, storeNoticeCookieName } from '../domain/storeNotice';

/**
 * Remembers that the shopper dismissed the store notice `noticeId`:
 * `store_notice{noticeId}` = `hidden`, path `/`, a session cookie (no expiry). The
 * server reads it and leaves the notice out of later pages.
 */
export function rememberStoreNoticeDismissed(noticeId: string): void {
  Cookies.set(storeNoticeCookieName(noticeId), STORE_NOTICE_HIDDEN, { path: '/', sameSite: 'lax' });
}
