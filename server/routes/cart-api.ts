import type { FastifyInstance, FastifyReply } from 'fastify';
import { currentCartOwner, ensureCartOwner } from '../cart/owner';
import { RequestRefused } from '../http/errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../http/unavailable';
import { setFlash } from '../notices/flash';
import { productUrl } from '../view-parts/shared';
import { cartUpdateResponse } from '../views/cart-fragments';
import { CartItemKey, ProductId, Quantity } from './cart-pages';

/** Mounted at the prefix of the endpoint URL template, `/cart-api/%%endpoint%%`. */
export const CART_API_PREFIX = '/cart-api';

/** A failed call: error is set, and the code and message say what was wrong. Nothing changed. */
function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: true, code, message });
}

const NOT_FORM_ENCODED = 'Send the body form-encoded (application/x-www-form-urlencoded).';

function isFormEncoded(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

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

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${error.message}`);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return fail(reply, 503, 'database_unavailable', UNAVAILABLE_MESSAGE);
    }
    if (error instanceof RequestRefused) return fail(reply, error.statusCode, error.code, error.message);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(error);
      return fail(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
    }
    // A body in another format fails in its own parser (bad JSON, say) before the hook below.
    if (status === 415 || (request.method === 'POST' && !isFormEncoded(request.headers['content-type']))) {
      return fail(reply, 415, 'not_form_encoded', NOT_FORM_ENCODED);
    }
    return fail(reply, status, 'bad_request', error.message);
  });
  app.setNotFoundHandler((_request, reply) => fail(reply, 404, 'unknown_endpoint', 'There is no such cart endpoint.'));

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.method === 'POST' && !request.is404 && !isFormEncoded(request.headers['content-type'])) {
      return fail(reply, 415, 'not_form_encoded', NOT_FORM_ENCODED);
    }
  });

  // Every data-* attribute of the button arrives; product_id and quantity are read, the
  // rest (product_sku, success_message, whatever a theme adds) is ignored.
  app.post('/add_to_cart', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    const id = ProductId.safeParse(body.product_id);
    if (!id.success) return fail(reply, 400, 'invalid_product_id', 'product_id must be the number of a product.');
    const quantity =
      body.quantity === undefined ? { success: true as const, data: 1 } : Quantity.safeParse(body.quantity);
    if (!quantity.success) {
      return fail(reply, 400, 'invalid_quantity', 'quantity must be a whole number from 1 to 999.');
    }
    const owner = await ensureCartOwner(request, reply);
    const result = await shop.carts.add(owner, id.data, quantity.data);
    if (!result.ok) {
      // The product page (or the shop, for a product that does not exist) shows why.
      if (result.reason === 'unknown_product') {
        setFlash(reply, { code: 'unknown_product' });
        return { error: true, product_url: '/shop/' };
      }
      setFlash(reply, { code: result.reason, productId: id.data });
      return { error: true, product_url: productUrl(result.product.slug) };
    }
    return cartUpdateResponse(app, owner, await shop.carts.get(owner));
  });

  app.post('/remove_from_cart', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    const key = CartItemKey.safeParse(body.cart_item_key);
    if (!key.success) return fail(reply, 400, 'invalid_cart_item_key', 'cart_item_key is not a cart item key.');
    const owner = await currentCartOwner(request);
    const removed = owner ? await shop.carts.remove(owner, key.data) : undefined;
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
