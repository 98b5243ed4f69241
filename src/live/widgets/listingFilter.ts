import { fromCallback, fromPromise } from 'xstate';
import { listingFilterMachine } from '../../../machines/listingFilter';
import { announce } from '../../../services/announcer';
import { loadedOrOffline } from '../../../services/chunks';
import { showErrorNotice } from '../../../services/errorNotice';
import { keepFilterLinksCurrent, onFilterUrlRestored, pushFilterUrl } from '../../../services/filterUrl';
import { blockRegions, regionSummary, replaceRegions, unblockRegions } from '../../../services/fragments';
import { listingRegionSelector } from '../../../ui/catalogue/ListingRegion';
import { termFilterSelector } from '../../../ui/content/TermFilter';
import type { PageWiring } from '../page-wiring';

/**
 * A taxonomy filter: the shop listing's (its region replaced) or a content widget's (a loop
 * grid, a carousel: its results region replaced, its links' island updated in place, the new
 * result count announced). The results are dimmed and `aria-busy` while the call is out.
 */
export function liveListingFilter({ regionHooks }: Pick<PageWiring, 'regionHooks'>) {
  return listingFilterMachine.provide({
    actors: {
      // Loaded on demand: the REST client and zod stay out of pages without a filter.
      refreshListing: fromPromise(async ({ input }) => {
        const results = [listingRegionSelector(input.widget.widgetId)];
        blockRegions(results);
        try {
          const [{ refreshListing }, { pageRestClient }] = await loadedOrOffline(
            Promise.all([import('../../../services/listingFilter'), import('../rest')]),
          );
          return await refreshListing(pageRestClient(), input.filter, input.widget, input.restoring);
        } finally {
          unblockRegions(results);
        }
      }),
      // The URL as history moves through it; and, as the URL changes in place, the widget's
      // links kept pointing at it (a link opened in a new tab keeps other widgets' filters).
      watchHistory: fromCallback(({ input, sendBack }) => {
        const stopLinks = keepFilterLinksCurrent(input, termFilterSelector(input.widgetId));
        const stopHistory = onFilterUrlRestored(input, (filter) => sendBack({ type: 'RESTORE', filter }));
        return () => {
          stopLinks();
          stopHistory();
        };
      }),
    },
    actions: {
      replaceListing: (_, { markup, widget }) => {
        const results = listingRegionSelector(widget.widgetId);
        replaceRegions({ [results]: markup, [termFilterSelector(widget.widgetId)]: markup }, regionHooks);
        const summary = regionSummary(results);
        if (summary) announce(summary);
      },
      pushUrl: (_, { filter, widget }) => pushFilterUrl(filter, widget),
      reportError: (_, { message }) => showErrorNotice(message),
    },
  });
}

export default liveListingFilter;
