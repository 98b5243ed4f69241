import { TIMINGS } from '../machines/timings';

let running: { cancel(): void } | undefined;

/** Whether the scroll to the notices is still animating (a focus move must not cut it short). */
export function isScrollingToNotices(): boolean {
  return running !== undefined;
}

/**
 * Scrolls the page so the notices sit 100 px below the top, over 1000 ms,
 * or at once when the shopper prefers reduced motion. The shopper's own wheel, touch or
 * key stops the animation where it is.
 */
export function scrollToNotices(selector = '.notices-wrapper'): void {
  const target = document.querySelector(selector);
  if (!target) return;
  running?.cancel();
  const from = window.scrollY;
  const to = Math.max(0, target.getBoundingClientRect().top + from - TIMINGS.noticeScrollOffsetPx);
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' });
    return;
  }
  const start = performance.now();
  let frame = 0;
  const interrupts = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of interrupts) window.removeEventListener(type, stop);
    running = undefined;
  };
  for (const type of interrupts) window.addEventListener(type, stop, { passive: true });
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / TIMINGS.noticeScroll);
    // Slow at both ends, as jQuery's "swing" easing scrolls.
    const eased = 0.5 - Math.cos(progress * Math.PI) / 2;
    window.scrollTo({ top: from + (to - from) * eased, behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  running = { cancel: stop };
  frame = requestAnimationFrame(step);
}
