import * as z from 'zod/mini';
import {
  type FilterWidget,
  filteredListingHref,
  REFRESH_LOOP_ROUTE,
  refreshLoopBody,
  type TermFilter,
} from '../domain/listingFilter';
import type { RestClient } from './restClient';

const RefreshAnswer = z.object({ data: z.string() });

/**
 * The refresh-loop call: the listing region's markup for `filter`,
 * checked by the REST client; rejects on any failure. The pagination base is the URL the
 * listing will have: the current one when Back restores it, else the filtered one at page 1.
 */
export function refreshListing(
  client: RestClient,
  filter: TermFilter,
  widget: FilterWidget,
  restoring: boolean,
): Promise<{ data: string }> {
  const base = restoring
    ? `${location.pathname}${location.search}`
    : filteredListingHref(location.href, widget.widgetId, widget.taxonomy, filter);
  return client.request({
    path: REFRESH_LOOP_ROUTE,
    method: 'POST',
    data: refreshLoopBody(filter, widget, base),
    schema: RefreshAnswer,
  });
}
