import type { FilterWidget } from '../machines/listingFilter';
import { filteredListingHref, type TermFilter } from '../machines/rules/listingFilter';

/** Adds a history entry for the filtered listing, so Back restores the previous filter. */
export function pushFilterUrl(filter: TermFilter, widget: FilterWidget): void {
  history.pushState(null, '', filteredListingHref(location.href, widget.widgetId, widget.taxonomy, filter));
}
