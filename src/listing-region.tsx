import { renderToString } from 'react-dom/server';
import type { StorefrontConfig } from '../domain/storefrontConfig';
import { ListingRegion } from '../ui/catalogue/ListingRegion';
import type { ListingView } from '../ui/catalogue/types';
import { RenderConfigContext } from '../ui/render-config';

/**
 * The `data` of a refresh-loop answer: the listing region as the page renders it, under
 * the same storefront configuration (product cards read it for their add-to-cart islands).
 */
export function renderListingRegion(listing: ListingView, action: string, config: StorefrontConfig): string {
  return renderToString(
    <RenderConfigContext.Provider value={config}>
      <ListingRegion listing={listing} action={action} />
    </RenderConfigContext.Provider>,
  );
}
