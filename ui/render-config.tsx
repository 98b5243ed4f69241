import { createContext, useContext } from 'react';
import type { StorefrontConfig } from '../domain/storefrontConfig';

/**
 * The page's storefront configuration (spec section 3) for components rendered on the
 * server, provided by the Layout. Islands hydrate on their own, without this context, so
 * a component that needs the configuration in the browser writes what it needs into its
 * island's props (see ui/cart/AddToCartButton).
 */
export const RenderConfigContext = createContext<StorefrontConfig | null>(null);

export function useRenderConfig(): StorefrontConfig | null {
  return useContext(RenderConfigContext);
}
