import { filteredListingHref, type TermFilter } from '../domain/listingFilter';
import type { FilterWidget } from '../machines/listingFilter';

/** Adds a history entry for the filtered listing, so Back restores the previous filter. */
export function pushFilterUrl(filter: TermFilter, widget: FilterWidget): void {
  history.pushState(null, '', filteredListingHref(location.href, widget.widgetId, widget.taxonomy, filter));
}
