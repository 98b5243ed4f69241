import { gatherSlides, parseActionHref, type Slide } from '../domain/actionLinks';

/**
 * The slideshow a clicked lightbox link opens: every valid action link of the page that
 * shares its slideshow, in document order, on the clicked one; null when the rules refuse
 * the link. Links are told apart by href, so of two links with the same href the first
 * counts (both show the same slide). An href the page has no link for (the URL's hash) is
 * taken as the first link. A refused link is logged as a warning.
 */
export function slidesAroundLink(href: string): { slides: Slide[]; index: number } | null {
  const hrefs = Array.from(
    document.querySelectorAll<HTMLAnchorElement>('a[href]'),
    (a) => a.getAttribute('href') ?? '',
  );
  const actionHrefs = hrefs.filter((h) => parseActionHref(h) !== null);
  // A hash in the URL may name a link the page does not have: it opens alone, or with its slideshow.
  const all = actionHrefs.includes(href) ? actionHrefs : [href, ...actionHrefs];
  const found = gatherSlides(all, all.indexOf(href), window.location.origin);
  if (!found) console.warn('Statefront: an action link the rules refuse opens nothing:', href.slice(0, 200));
  return found;
}
