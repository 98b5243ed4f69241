/**
 * The cookie that remembers a store-notice dismissal: `store_notice{noticeId}` = `hidden`.
 * The browser writes it (services/storeNoticeCookie.ts); the server reads it and leaves the
 * notice out of later pages (server/views/store-notice.ts, server/routes/store-notice.ts).
 */
export const storeNoticeCookieName = (noticeId: string): string => `store_notice${noticeId}`;
export const STORE_NOTICE_HIDDEN = 'hidden';
