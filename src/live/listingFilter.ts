import { fromCallback, fromPromise } from 'xstate';
import { listingFilterMachine } from '../../machines/listingFilter';
import { loadedOrOffline } from '../../services/chunks';
import { showErrorNotice } from '../../services/errorNotice';
import { onFilterUrlRestored, pushFilterUrl } from '../../services/filterUrl';
import { type RegionHooks, replaceRegions } from '../../services/fragments';
import { listingRegionSelector } from '../../ui/catalogue/ListingRegion';

/** The listing's tag filter: refreshes the listing region in place and re-hydrates its islands. */
export function liveListingFilter(regionHooks: RegionHooks) {
  return listingFilterMachine.provide({
    actors: {
      // Loaded on demand: the REST client and zod stay out of pages without a filter.
      refreshListing: fromPromise(async ({ input }) => {
        const [{ refreshListing }, { pageRestClient }] = await loadedOrOffline(
          Promise.all([import('../../services/listingFilter'), import('./rest')]),
        );
        return refreshListing(pageRestClient(), input.filter, input.widget, input.restoring);
      }),
      watchHistory: fromCallback(({ input, sendBack }) =>
        onFilterUrlRestored(input, (filter) => sendBack({ type: 'RESTORE', filter })),
      ),
    },
    actions: {
      replaceListing: (_, { markup, widget }) =>
        replaceRegions({ [listingRegionSelector(widget.widgetId)]: markup }, regionHooks),
      pushUrl: (_, { filter, widget }) => pushFilterUrl(filter, widget),
      reportError: (_, { message }) => showErrorNotice(message),
    },
  });
}
