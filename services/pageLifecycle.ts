/**
 * Calls `listener` when the Back (or Forward) button brings the page back from the
 * back/forward cache, frozen as it was left; returns the unsubscribe.
 */
export function onPageRestored(listener: () => void): () => void {
  const handle = (event: PageTransitionEvent) => {
    if (event.persisted) listener();
  };
  window.addEventListener('pageshow', handle);
  return () => window.removeEventListener('pageshow', handle);
}

/**
 * Calls `listener` once the page has loaded (its `load` event), with how many milliseconds
 * ago that was: 0 when it is waited for, else counted from the navigation's load event
 * (or 0 where the browser does not time it). Returns the unsubscribe.
 */
export function onPageLoaded(listener: (msAgo: number) => void): () => void {
  if (document.readyState === 'complete') {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadedAt = navigation?.loadEventStart || performance.now();
    const timer = setTimeout(() => listener(Math.max(0, performance.now() - loadedAt)), 0);
    return () => clearTimeout(timer);
  }
  const handle = () => listener(0);
  window.addEventListener('load', handle, { once: true });
  return () => window.removeEventListener('load', handle);
}
