import type { FastifyInstance } from 'fastify';
import type { Cart } from '../cart/repository';
import { cartFragmentsView, cartNonce } from './cart';

/** The JSON body of a cart change. */
export interface CartUpdateResponse {
  fragments: Record<string, string>;
  cart_hash: string;
}

/**
 * Renders the cart's page regions with the same React components as the pages
 * (src/cart-fragments.tsx, through the server renderer so development renders with Vite
 * like the pages do), keyed by the selector of the region each replaces.
 */
export async function cartUpdateResponse(
  app: FastifyInstance,
  owner: string | undefined,
  cart: Cart,
): Promise<CartUpdateResponse> {
  const [renderer, nonce] = await Promise.all([app.renderer(), cartNonce(app.shop, owner, cart)]);
  return { fragments: renderer.renderCartFragments(cartFragmentsView(cart, nonce)), cart_hash: cart.cart_hash };
}
