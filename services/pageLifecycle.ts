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

/** What says a shopper is using the page (or a part of it): a pointer moving or pressing, a touch, a wheel, scrolling, a key, focus. */
export const USE_EVENTS = [
  'pointerover',
  'pointermove',
  'pointerdown',
  'touchstart',
  'wheel',
  'scroll',
  'keydown',
  'focusin',
];

/** Resolves on the first of `types` at `target` (events from inside it bubble there). */
export function firstUse(target: EventTarget, types: readonly string[] = USE_EVENTS): Promise<void> {
  return new Promise((resolve) => {
    const used = () => {
      for (const type of types) target.removeEventListener(type, used, { capture: true });
      resolve();
    };
    // Captured, so a scroll inside an element (which does not bubble) counts too.
    for (const type of types) target.addEventListener(type, used, { capture: true, passive: true });
  });
}

/**
 * Resolves in a task of its own (the browser's `scheduler.yield` where it has one): work
 * after it does not lengthen the task running now, so the browser can paint and answer a
 * tap in between.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** However late `load` comes (an embedded frame or a picture that hangs), the page's code comes by then. */
const FIRST_SCREEN_LIMIT_MS = 3000;

/**
 * Resolves once the page's first screen is painted: after `load` (its pictures are in), in a
 * task after the next frame; at once for a page loaded out of sight, which paints nothing. Or
 * on the shopper's first use of the page, or 3 s after it started, if either is sooner.
 */
export function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    void firstUse(window).then(() => resolve());
    setTimeout(resolve, Math.max(0, FIRST_SCREEN_LIMIT_MS - performance.now()));
    onPageLoaded(() => {
      if (document.visibilityState === 'hidden') resolve();
      else requestAnimationFrame(() => setTimeout(resolve, 0));
    });
  });
}
