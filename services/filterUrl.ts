import {
  type FilterWidget,
  filteredListingHref,
  linkOnCurrentPage,
  readFilter,
  type TermFilter,
} from '../domain/listingFilter';

/** Adds a history entry for the filtered listing, so Back restores the previous filter. */
export function pushFilterUrl(filter: TermFilter, widget: FilterWidget): void {
  history.pushState(null, '', filteredListingHref(location.href, widget.widgetId, widget.taxonomy, filter));
}

/**
 * Calls `listener` with the widget's filter as the URL names it whenever the shopper goes
 * Back or Forward through the history (the machine decides whether it is news); returns
 * the unsubscribe.
 */
export function onFilterUrlRestored(widget: FilterWidget, listener: (filter: TermFilter) => void): () => void {
  const handle = () => listener(readFilter(new URLSearchParams(location.search), widget.widgetId, widget.taxonomy));
  window.addEventListener('popstate', handle);
  return () => window.removeEventListener('popstate', handle);
}

/** What a shopper does as they reach for a link: hover it, press it, focus it, open its menu. */
const REACHING = ['pointerover', 'pointerdown', 'focusin', 'contextmenu'] as const;

/**
 * Keeps the links inside `selector` (a widget's term links) pointing at the page as it is
 * now, as the shopper reaches for one: a link opened in a new tab or copied then carries the
 * filters other widgets were given in place since the page loaded. Returns the unsubscribe.
 */
export function keepFilterLinksCurrent(widget: FilterWidget, selector: string): () => void {
  const refresh = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !link.closest(selector)) return;
    const current = linkOnCurrentPage(link.href, location.href, widget.widgetId);
    if (current !== link.getAttribute('href')) link.setAttribute('href', current);
  };
  for (const type of REACHING) document.addEventListener(type, refresh, true);
  return () => {
    for (const type of REACHING) document.removeEventListener(type, refresh, true);
  };
}
