/** Sends the browser to another page of the shop. */
export function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * Whether this page is a prefetched copy (speculation rules) rather than fetched when
 * opened: its cart regions may be older than the cart.
 */
export function servedFromPrefetch(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    deliveryType?: string;
  })[];
  return entry?.deliveryType === 'navigational-prefetch';
}
