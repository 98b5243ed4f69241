const SECTIONS = '.content-document--page > .content-section';

/**
 * Scroll-in effects on the page's sections (ui/content/motion.css): each section below the
 * fold is marked pending and revealed when it scrolls into view. Nothing is marked for a
 * shopper who prefers reduced motion, or where IntersectionObserver is missing. Returns
 * `settle`, run once resizing rests: a pending section the new layout left above the
 * bottom of the window (a turned phone) is shown at once, as it will never scroll in.
 */
export function startScrollReveal(doc: Document = document): { settle: () => void } {
  const none = { settle: () => {} };
  const view = doc.defaultView;
  if (!view || !('IntersectionObserver' in view)) return none;
  if (view.matchMedia('(prefers-reduced-motion: reduce)').matches) return none;
  const reveal = (section: Element) => {
    section.classList.remove('motion-pending');
    observer.unobserve(section);
  };
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) reveal(entry.target);
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  for (const section of doc.querySelectorAll(SECTIONS)) {
    if (section.getBoundingClientRect().top < view.innerHeight) continue;
    section.classList.add('motion-pending');
    observer.observe(section);
  }
  // Hidden at once, then the transition is switched on: sections never fade out as the page loads.
  view.requestAnimationFrame(() => {
    for (const section of doc.querySelectorAll(`${SECTIONS}.motion-pending`)) section.classList.add('motion-ready');
  });
  return {
    settle: () => {
      for (const section of doc.querySelectorAll(`${SECTIONS}.motion-pending`)) {
        if (section.getBoundingClientRect().bottom < view.innerHeight) reveal(section);
      }
    },
  };
}
