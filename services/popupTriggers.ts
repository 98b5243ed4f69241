/**
 * The popup's trigger sources. Each calls `fire` at most once and
 * returns its cleanup; the popup machine stops them all when the first one fires.
 */
type Stop = () => void;

export function afterDelay(seconds: number, fire: () => void): Stop {
  const timer = setTimeout(fire, seconds * 1000);
  return () => clearTimeout(timer);
}

function scrolledPercent(): number {
  const root = document.documentElement;
  const scrollable = root.scrollHeight - window.innerHeight;
  // A page that cannot scroll is all in view.
  return scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100;
}

export function onScrollPercent(percent: number, fire: () => void): Stop {
  const check = () => {
    if (scrolledPercent() >= percent) fire();
  };
  window.addEventListener('scroll', check, { passive: true });
  // The code may come after the shopper scrolled (docs/decisions/0307): a page already scrolled
  // past the mark fires now, as its scroll would have; one still at the top waits for a scroll.
  const armedLate = window.scrollY > 0 ? setTimeout(check, 0) : undefined;
  return () => {
    clearTimeout(armedLate);
    window.removeEventListener('scroll', check);
  };
}

/** Fires when the first element matching `selector` scrolls into view; never if there is none. */
export function onElementInView(selector: string, fire: () => void): Stop {
  const target = document.querySelector(selector);
  if (!target || typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) fire();
  });
  observer.observe(target);
  return () => observer.disconnect();
}

export function onClicks(count: number, fire: () => void): Stop {
  let clicks = 0;
  const click = () => {
    clicks += 1;
    if (clicks >= count) fire();
  };
  document.addEventListener('click', click);
  return () => document.removeEventListener('click', click);
}

const ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** Fires after `seconds` without pointer, key, touch or scroll activity. */
export function onInactivity(seconds: number, fire: () => void): Stop {
  let timer = setTimeout(fire, seconds * 1000);
  const reset = () => {
    clearTimeout(timer);
    timer = setTimeout(fire, seconds * 1000);
  };
  for (const type of ACTIVITY) document.addEventListener(type, reset, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY) document.removeEventListener(type, reset);
  };
}

/** Exit intent: the pointer leaves the window through its top edge (towards the tabs or address bar). */
export function onExitIntent(fire: () => void): Stop {
  const out = (e: MouseEvent) => {
    if (e.relatedTarget === null && e.clientY <= 0) fire();
  };
  document.addEventListener('mouseout', out);
  return () => document.removeEventListener('mouseout', out);
}
