import { fromPromise } from 'xstate';
import { listingFilterMachine } from '../../machines/listingFilter';
import { pushFilterUrl } from '../../services/filterUrl';
import { type RegionHooks, replaceRegions } from '../../services/fragments';
import { showNotices } from '../../services/notices';
import { listingRegionSelector } from '../../ui/catalogue/ListingRegion';

/** The listing's tag filter: refreshes the listing region in place and re-hydrates its islands. */
export function liveListingFilter(regionHooks: RegionHooks) {
  return listingFilterMachine.provide({
    actors: {
      // Loaded on demand: the REST client and zod stay out of pages without a filter.
      refreshListing: fromPromise(async ({ input }) => {
        const [{ refreshListing }, { pageRestClient }] = await Promise.all([
          import('../../services/listingFilter'),
          import('./rest'),
        ]);
        return refreshListing(pageRestClient(), input.filter, input.widget, input.restoring);
      }),
    },
    actions: {
      replaceListing: (_, { markup, widget }) =>
        replaceRegions({ [listingRegionSelector(widget.widgetId)]: markup }, regionHooks),
      pushUrl: (_, { filter, widget }) => pushFilterUrl(filter, widget),
      reportError: (_, { message }) => showNotices([{ kind: 'error', text: message }]),
    },
  });
}
