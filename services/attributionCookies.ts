import Cookies from 'js-cookie';
import { type CookieWrite, readStore, TRACKING_COOKIES, type VisitFacts } from '../domain/visitRecords';

/**
 * The visit-tracking cookies (spec section 3) through js-cookie. Values are written as
 * the record rules serialize them (already URL-encoded, so cookie-safe): the converter
 * turns off js-cookie's own encoding, which would let `|` and `=` through unescaped
 * and encode the `%` of ours a second time.
 */
const jar = Cookies.withConverter<string>({
  read: (value) => value,
  write: (value) => String(value),
});

/** The page view's facts and the records the cookies hold; fails when cookies are off. */
export function readVisitFacts(): VisitFacts {
  if (!navigator.cookieEnabled) throw new Error('cookies are disabled in this browser');
  const cookies: Record<string, string | undefined> = {};
  for (const name of TRACKING_COOKIES) cookies[name] = jar.get(name);
  return {
    now: Date.now(),
    url: location.href,
    referrer: document.referrer,
    siteHost: location.hostname,
    userAgent: navigator.userAgent,
    random: Math.random(),
    store: readStore(cookies),
  };
}

export function writeVisitCookies(writes: readonly CookieWrite[]): void {
  const secure = location.protocol === 'https:';
  for (const w of writes)
    jar.set(w.name, w.value, { expires: new Date(w.expires), path: '/', sameSite: 'Lax', secure });
}

/** Tracking turned off: no tracking cookie stays behind. */
export function deleteVisitCookies(): void {
  for (const name of TRACKING_COOKIES) jar.remove(name, { path: '/' });
}
