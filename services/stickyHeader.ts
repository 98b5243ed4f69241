/**
 * Measures the sticky header (ui/layout/sticky-header.css) and writes its height to the
 * `--sticky-header-height` custom property, which everything the page scrolls to keeps
 * clear of as its `scroll-margin-top`.
 */
export function measureStickyHeader(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>('header.site-header');
  if (!header) return;
  const sticky = getComputedStyle(header).position === 'sticky';
  const height = sticky ? Math.ceil(header.getBoundingClientRect().height) : 0;
  doc.documentElement.style.setProperty('--sticky-header-height', `${height}px`);
}

/** Calls `onResize` on every resize of the window; returns the function that stops it. */
export function watchResize(onResize: () => void): () => void {
  window.addEventListener('resize', onResize, { passive: true });
  return () => window.removeEventListener('resize', onResize);
}
