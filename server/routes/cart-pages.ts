import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AddResult } from '../cart/repository';
import { MAX_LINE_QUANTITY } from '../cart/repository';
import { localHref, requestUrl } from '../http/urls';
import { setFlash } from '../notices/flash';
import { CART_URL, layoutFor, removeHref } from '../views/layout';
import { formatMoney } from '../views/money';
import { cartSummary, productUrl } from '../views/product';

export const ProductId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
export const Quantity = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number)
  .refine((n) => n <= MAX_LINE_QUANTITY);

/**
 * The cart as pages (no JavaScript needed): the add-to-cart link's GET fallback on any
 * page, the product page's add form, and the cart page.
 */
export async function cartPageRoutes(app: FastifyInstance) {
  const { shop } = app;

  /** Adds, sets the notice, and says where the shopper goes next (post, redirect, get). */
  async function addAndRedirect(
    request: FastifyRequest,
    reply: FastifyReply,
    rawId: unknown,
    rawQuantity: unknown,
    back: string,
  ) {
    const id = ProductId.safeParse(rawId);
    const quantity = rawQuantity === undefined ? { success: true as const, data: 1 } : Quantity.safeParse(rawQuantity);
    if (!id.success) {
      setFlash(reply, { code: 'unknown_product' });
      return reply.redirect(back, 303);
    }
    if (!quantity.success) {
      setFlash(reply, { code: 'invalid_quantity', productId: id.data });
      return reply.redirect(back, 303);
    }
    const result: AddResult = await shop.carts.add(await request.ensureSession(reply), id.data, quantity.data);
    if (result.ok) {
      setFlash(reply, { code: 'added', productId: id.data });
      return reply.redirect(shop.settings.cartRedirectAfterAdd === 'yes' ? CART_URL : back, 303);
    }
    if (result.reason === 'unknown_product') {
      setFlash(reply, { code: 'unknown_product' });
      return reply.redirect(back, 303);
    }
    setFlash(reply, { code: result.reason, productId: id.data });
    return reply.redirect(productUrl(result.product.slug), 303);
  }

  // The listing button's href: any page URL with ?add-to-cart=<id>.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return;
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || query['add-to-cart'] === undefined) return;
    const url = requestUrl(request);
    url.searchParams.delete('add-to-cart');
    url.searchParams.delete('quantity');
    return addAndRedirect(request, reply, query['add-to-cart'], query.quantity, localHref(url));
  });

  app.post<{ Params: { slug: string }; Body: Record<string, unknown> }>('/product/:slug/', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return addAndRedirect(request, reply, body['add-to-cart'], body.quantity, productUrl(request.params.slug));
  });

  app.get('/cart/', async (request, reply) => {
    const cart = await shop.carts.get(await request.currentSession());
    const summary = cartSummary(cart, removeHref);
    return reply.page(
      'cart',
      {
        layout: await layoutFor(shop, request, reply, { currentPath: CART_URL, isCart: true }),
        cart: {
          lines: summary.lines.map((l, i) => ({
            ...l,
            maxQuantity: Math.min(cart.lines[i]?.product.stock_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
          })),
          subtotal: formatMoney(cart.subtotalCents),
          itemCount: cart.itemCount,
          updateAction: CART_URL,
          checkoutUrl: '/checkout/',
          shopUrl: '/shop/',
        },
      },
      { title: `Cart – ${shop.settings.name}` },
    );
  });
}
