import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentCartOwner, ensureCartOwner } from '../cart/owner';
import { cartErrors, cartFail as fail, isFormEncoded, NOT_FORM_ENCODED } from '../http/error-replies';
import { zodRoutes } from '../http/schema';
import { setFlash } from '../notices/flash';
import { productUrl } from '../view-parts/shared';
import { cartUpdateResponse } from '../views/cart-fragments';
import { CartItemKey, ProductId, Quantity } from './cart-pages';

/** Mounted at the prefix of the endpoint URL template, `/cart-api/%%endpoint%%`. */
export const CART_API_PREFIX = '/cart-api';

// Every data-* attribute of the button arrives; product_id and quantity are read, the
// rest (product_sku, success_message, whatever a theme adds) is ignored.
const AddToCartBody = z.looseObject({ product_id: ProductId, quantity: Quantity.optional() });
const RemoveFromCartBody = z.looseObject({ cart_item_key: CartItemKey });

/**
 * The cart endpoints (add_to_cart, remove_from_cart). Every answer is JSON and never cached. A change
 * answers with `fragments` (page-region selector -> new markup, rendered by the same React
 * components as the page) and `cart_hash`; an add that cannot be done in place answers
 * `error` with `product_url` (and leaves the reason as a notice for that page); bad input
 * answers a 4xx with `error`, `code` and `message` and changes nothing.
 *
 * add_to_cart and remove_from_cart need no nonce, so pages stay cacheable: both are POSTs,
 * which the shop refuses when a page of another site sends them (server/plugins/cross-site.ts),
 * and the session cookie is SameSite=Lax.
 */
export async function cartApiRoutes(app: FastifyInstance) {
  const { shop } = app;

  app.setErrorHandler(cartErrors);
  app.setNotFoundHandler((_request, reply) => fail(reply, 404, 'unknown_endpoint', 'There is no such cart endpoint.'));

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method === 'POST' && !request.is404 && !isFormEncoded(request.headers['content-type'])) {
      return fail(reply, 415, 'not_form_encoded', NOT_FORM_ENCODED);
    }
  });

  const routes = zodRoutes(app);
  routes.post('/add_to_cart', { schema: { body: AddToCartBody } }, async (request, reply) => {
    const { product_id: id, quantity = 1 } = request.body;
    const owner = await ensureCartOwner(request, reply);
    const result = await shop.carts.add(owner, id, quantity);
    if (!result.ok) {
      // The product page (or the shop, for a product that does not exist) shows why.
      if (result.reason === 'unknown_product') {
        setFlash(reply, { code: 'unknown_product' });
        return { error: true, product_url: '/shop/' };
      }
      setFlash(reply, { code: result.reason, productId: id });
      return { error: true, product_url: productUrl(result.product.slug) };
    }
    return cartUpdateResponse(app, owner, await shop.carts.get(owner));
  });

  routes.post('/remove_from_cart', { schema: { body: RemoveFromCartBody } }, async (request, reply) => {
    const key = request.body.cart_item_key;
    const owner = await currentCartOwner(request);
    const removed = owner ? await shop.carts.remove(owner, key) : undefined;
    if (!owner || !removed) return fail(reply, 404, 'unknown_cart_item_key', 'That item is not in the cart.');
    return cartUpdateResponse(app, owner, await shop.carts.get(owner));
  });

  // The cart as it is now: for a page restored from the back/forward cache, and for a tab
  // told by another tab that the cart changed. Never called by a page load.
  app.get('/get_refreshed_fragments', async (request) => {
    const owner = await currentCartOwner(request);
    return cartUpdateResponse(app, owner, await shop.carts.get(owner));
  });
}
