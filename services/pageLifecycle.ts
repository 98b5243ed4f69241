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
