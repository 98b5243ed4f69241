/**
 * Whether an href (or a location's hash) is shaped as an in-page action link, read without
 * decoding its settings: the page-wide click delegate asks this of every clicked link, so
 * it stays free of zod and the settings rules (domain/actionLinks decides the rest).
 */
export function looksLikeActionHref(href: string): boolean {
  return /^#statefront-action(:|%3A)/i.test(href);
}
