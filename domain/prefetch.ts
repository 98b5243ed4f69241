/**
 * The link-prefetch skip rules, as pure functions: the link-prefetch
 * machine's guards call them, and the live wiring gathers the facts they read.
 */

/** Browsers of a major engine older than this are skipped. */
export const MIN_BROWSER_VERSION = 110;

/** What the browser says about itself and its connection (services/prefetch reads it). */
export interface PrefetchEnvironment {
  /** desktop: prefetch on hover; mobile: prefetch links entering the viewport. */
  device: 'desktop' | 'mobile';
  /** navigator.userAgentData.brands, where the browser has it. */
  brands?: readonly { brand: string; version: string }[] | undefined;
  userAgent: string;
  /** navigator.connection.saveData and effectiveType, where the browser has them. */
  saveData?: boolean | undefined;
  effectiveType?: string | undefined;
  /**
   * The page was rendered for a shopper with a session (a cart, a login): every page they
   * fetch is rendered for them alone, none comes from the anonymous-page cache, so a
   * prefetch they do not follow costs the server a whole render (docs/decisions/0289).
   */
  session?: boolean | undefined;
}

/**
 * The major version of a browser whose versions count past 110 (Chromium-based browsers,
 * by their Chromium version, and Firefox), or undefined for others: Safari counts its
 * versions from 1 and has no version 110 to be older than.
 */
export function browserMajorVersion(env: Pick<PrefetchEnvironment, 'brands' | 'userAgent'>): number | undefined {
  const chromium = env.brands?.find((b) => b.brand === 'Chromium' || b.brand === 'Google Chrome');
  if (chromium) return Number.parseInt(chromium.version, 10);
  const firefox = /(?:Firefox|FxiOS)\/(\d+)/.exec(env.userAgent);
  if (firefox) return Number(firefox[1]);
  const chrome = /(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(env.userAgent);
  if (chrome) return Number(chrome[1]);
  return undefined;
}

/** Save-data and 2g connections, and browsers older than version 110, get no prefetching. */
export function environmentAllowsPrefetch(env: PrefetchEnvironment): boolean {
  if (env.saveData === true) return false;
  if (env.effectiveType?.includes('2g')) return false;
  const version = browserMajorVersion(env);
  return version === undefined || version >= MIN_BROWSER_VERSION;
}

/**
 * Pages whose content is the shopper's own changing state (the cart, the checkout, the
 * account). A prefetched copy would be served as the page itself, as it was when
 * fetched: a cart page without the line just added, or without the notice a removal
 * left. They are always fetched when opened.
 */
export const NEVER_PREFETCH_PATHS: readonly string[] = ['/cart/', '/checkout/', '/my-account/'];

/**
 * Whether the link at `href` (absolute, as `a.href` gives it) is worth prefetching: not with
 * '#' or '?' (a query may do something, like ?add-to-cart=), not the current page, not
 * another site (prefetching it would tell that site about the shopper), not a page of the
 * shopper's own state, not twice.
 */
export function isPrefetchable(href: string, page: { currentUrl: string; prefetched: readonly string[] }): boolean {
  if (href.includes('#') || href.includes('?')) return false;
  let url: URL;
  let current: URL;
  try {
    url = new URL(href);
    current = new URL(page.currentUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== current.origin) return false;
  if (url.pathname === current.pathname) return false;
  if (NEVER_PREFETCH_PATHS.some((p) => url.pathname.startsWith(p))) return false;
  return !page.prefetched.includes(url.href);
}
