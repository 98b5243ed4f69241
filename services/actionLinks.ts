import { gatherSlides, parseActionHref, type Slide } from '../domain/actionLinks';

/**
 * The slideshow a clicked lightbox link opens: every valid action link of the page that
 * shares its slideshow, in document order, on the clicked one; null when the rules refuse
 * the link. Links are told apart by href, so of two links with the same href the first
 * counts (both show the same slide).
 */
export function slidesAroundLink(href: string): { slides: Slide[]; index: number } | null {
  const hrefs = Array.from(
    document.querySelectorAll<HTMLAnchorElement>('a[href]'),
    (a) => a.getAttribute('href') ?? '',
  );
  const actionHrefs = hrefs.filter((h) => parseActionHref(h) !== null);
  return gatherSlides(actionHrefs, actionHrefs.indexOf(href), window.location.origin);
}
