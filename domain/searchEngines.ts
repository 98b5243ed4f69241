/**
 * Search engines whose referrers make a visit organic (spec section 4, rule 2), by the
 * referrer's host alone. Engines send only their origin as the referrer today, so
 * looking for a query parameter (as older trackers did) files search visits under
 * referral: one cause of the "Unknown"/wrong-source complaints.
 */
interface SearchEngine {
  /** The name recorded as the visit's source. */
  name: string;
  /** The host matches when this test passes (lower-case, without a trailing dot). */
  matches: (host: string) => boolean;
}

/** `host` is `domain` or a subdomain of it. */
const within = (domain: string) => (host: string) => host === domain || host.endsWith(`.${domain}`);

export const SEARCH_ENGINES: readonly SearchEngine[] = [
  // google.com, www.google.co.uk, google.de; not mail.google.com or docs.google.com.
  { name: 'google', matches: (h) => /^(www\.)?google(\.[a-z]{2,3}){1,2}$/.test(h) },
  { name: 'bing', matches: within('bing.com') },
  { name: 'yahoo', matches: (h) => within('search.yahoo.com')(h) || within('search.yahoo.co.jp')(h) },
  { name: 'yandex', matches: (h) => /^(www\.)?yandex(\.[a-z]{2,3}){1,2}$/.test(h) || within('ya.ru')(h) },
  { name: 'baidu', matches: within('baidu.com') },
  { name: 'duckduckgo', matches: within('duckduckgo.com') },
  { name: 'ecosia', matches: within('ecosia.org') },
  { name: 'qwant', matches: within('qwant.com') },
  { name: 'startpage', matches: within('startpage.com') },
  { name: 'brave', matches: within('search.brave.com') },
  { name: 'naver', matches: within('search.naver.com') },
  { name: 'seznam', matches: within('search.seznam.cz') },
  { name: 'sogou', matches: within('sogou.com') },
  { name: 'so.com', matches: within('so.com') },
  { name: 'ask', matches: within('ask.com') },
  { name: 'aol', matches: within('search.aol.com') },
  { name: 'daum', matches: within('search.daum.net') },
];

/** The engine's name when `host` is a known search engine's. */
export function searchEngineOf(host: string): string | undefined {
  const h = host.toLowerCase().replace(/\.$/, '');
  return SEARCH_ENGINES.find((e) => e.matches(h))?.name;
}
