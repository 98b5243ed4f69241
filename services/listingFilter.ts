import * as z from 'zod/mini';
import type { FilterWidget } from '../machines/listingFilter';
import { REFRESH_LOOP_ROUTE, refreshLoopBody, type TermFilter } from '../machines/rules/listingFilter';
import { restClient } from './restClient';

const RefreshAnswer = z.object({ data: z.string() });

/**
 * The refresh-loop call (spec section 7): the listing region's markup for `filter`,
 * checked by the REST client; rejects on any failure.
 */
export function refreshListing(filter: TermFilter, widget: FilterWidget): Promise<{ data: string }> {
  return restClient().request({
    path: REFRESH_LOOP_ROUTE,
    method: 'POST',
    data: refreshLoopBody(filter, widget, `${location.pathname}${location.search}`),
    schema: RefreshAnswer,
  });
}
