import {
  type FilterWidget,
  filteredListingHref,
  filterParam,
  readFilter,
  type TermFilter,
} from '../domain/listingFilter';

/**
 * Each filter parameter's value as the URL last had it, as this page saw it (at start, after
 * its own pushes and after Back or Forward): a history move restores only the widgets whose
 * filter it changes, so with two filtered widgets on a page the other one stays as it is.
 */
const lastSeen = new Map<string, string>();
const valueNow = (name: string) => new URLSearchParams(location.search).getAll(name).join('&');

/** Adds a history entry for the filtered listing, so Back restores the previous filter. */
export function pushFilterUrl(filter: TermFilter, widget: FilterWidget): void {
  history.pushState(null, '', filteredListingHref(location.href, widget.widgetId, widget.taxonomy, filter));
  const name = filterParam(widget.widgetId, widget.taxonomy);
  lastSeen.set(name, valueNow(name));
}

/**
 * Calls `listener` with the widget's filter as the URL names it whenever the shopper goes
 * Back or Forward through the history to an entry where it differs; returns the unsubscribe.
 */
export function onFilterUrlRestored(widget: FilterWidget, listener: (filter: TermFilter) => void): () => void {
  const name = filterParam(widget.widgetId, widget.taxonomy);
  lastSeen.set(name, valueNow(name));
  const handle = () => {
    const now = valueNow(name);
    if (now === lastSeen.get(name)) return;
    lastSeen.set(name, now);
    listener(readFilter(new URLSearchParams(location.search), widget.widgetId, widget.taxonomy));
  };
  window.addEventListener('popstate', handle);
  return () => window.removeEventListener('popstate', handle);
}
