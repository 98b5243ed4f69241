import { type FilterWidget, filteredListingHref, readFilter, type TermFilter } from '../domain/listingFilter';

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
