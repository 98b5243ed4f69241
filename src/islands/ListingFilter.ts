import type { IslandEntry } from '../island-entry';

/** Only listings have the tag filter. */
const island: IslandEntry = {
  machines: ['listingFilter', 'filterPanel'],
  load: () => import('../../ui/catalogue/ListingFilter').then((m) => m.ListingFilter),
};

export default island;
