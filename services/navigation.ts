/** Sends the browser to another page of the shop. */
export function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * Whether this document's markup may be older than what it shows: a prefetched copy
 * (speculation rules), or a page that Back or Forward loaded again, which browsers take
 * from their HTTP cache without asking the server, whatever its `cache-control` says
 * (a page restored from the back/forward cache is not loaded at all: see pageLifecycle).
 */
export function markupMayBeStale(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    deliveryType?: string;
  })[];
  return entry?.deliveryType === 'navigational-prefetch' || entry?.type === 'back_forward';
}
