import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { currentCartOwner, ensureCartOwner } from '../cart/owner';
import type { AddResult } from '../cart/repository';
import { MAX_LINE_QUANTITY } from '../cart/repository';
import type { ShopContext } from '../context';
import { localHref, requestUrl } from '../http/urls';
import { setFlash } from '../notices/flash';
import { productCardView } from '../view-parts/product-card';
import { productUrl } from '../view-parts/shared';
import { CART_NONCE_ACTION, CART_URL, cartNonce, cartPageView } from '../views/cart';
import { layoutFor } from '../views/layout';

export const ProductId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
export const Quantity = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number)
  .refine((n) => n <= MAX_LINE_QUANTITY);
export const CartItemKey = z.string().regex(/^[0-9a-f]{32}$/);
/** A cart page quantity: 0 removes the line. */
const LineQuantity = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .refine((n) => n <= MAX_LINE_QUANTITY);
const LINE_FIELD = /^cart\[([0-9a-f]{32})\]\[qty\]$/;
const CROSS_SELLS = 4;

/** Adds, sets the notice, and says where the shopper goes next (post, redirect, get). */
async function addAndRedirect(
  shop: ShopContext,
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
  // A visitor without a session gets one only with a cart: a link to a product that does
  // not exist, cannot be added or has not the stock leaves no row behind (issue 27).
  if (!(await currentCartOwner(request))) {
    const refusal = await refusalWithoutCart(shop, id.data, quantity.data);
    if (refusal) return addRefused(reply, refusal, id.data, back);
  }
  const result: AddResult = await shop.carts.add(await ensureCartOwner(request, reply), id.data, quantity.data);
  if (result.ok) {
    setFlash(reply, { code: 'added', productId: id.data });
    return reply.redirect(shop.settings.cartRedirectAfterAdd === 'yes' ? CART_URL : back, 303);
  }
  return addRefused(reply, result, id.data, back);
}

type AddRefusal = Exclude<AddResult, { ok: true }>;

/** The notice and the page an add that was refused leads to. */
function addRefused(reply: FastifyReply, refusal: AddRefusal, productId: number, back: string) {
  if (refusal.reason === 'unknown_product') {
    setFlash(reply, { code: 'unknown_product' });
    return reply.redirect(back, 303);
  }
  setFlash(reply, { code: refusal.reason, productId });
  return reply.redirect(productUrl(refusal.product.slug), 303);
}

/** What `carts.add` would refuse, read from the catalogue without writing anything. */
async function refusalWithoutCart(shop: ShopContext, id: number, quantity: number): Promise<AddRefusal | undefined> {
  const product = await shop.catalogue.productById(id);
  if (!product) return { ok: false, reason: 'unknown_product' };
  if (product.type !== 'simple') return { ok: false, reason: 'needs_choice', product };
  if (product.stock_status === 'outofstock') return { ok: false, reason: 'out_of_stock', product };
  const max = Math.min(product.stock_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  if (quantity > max) return { ok: false, reason: 'not_enough_stock', product, available: max };
  return undefined;
}

/**
 * The listing button's href: any page URL with ?add-to-cart=<id> adds and redirects back
 * to the page without it. Global (fastify-plugin), because the link may point at any page
 * of the shop; the cart endpoints answer JSON and never take this path.
 */
export const addToCartLinks = fp(
  async (app: FastifyInstance) => {
    const { shop } = app;
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/cart-api/')) return;
      const query = request.query as Record<string, unknown> | undefined;
      if (!query || query['add-to-cart'] === undefined) return;
      const url = requestUrl(request);
      url.searchParams.delete('add-to-cart');
      url.searchParams.delete('quantity');
      return addAndRedirect(shop, request, reply, query['add-to-cart'], query.quantity, localHref(url));
    });
  },
  { name: 'statefront-add-to-cart-links' },
);

/**
 * The cart as pages (no JavaScript needed): the product page's add form, the mini-cart's remove links, and the cart page
 * with its "Update cart" form.
 */
export async function cartPageRoutes(app: FastifyInstance) {
  const { shop } = app;

  app.post<{ Params: { slug: string }; Body: Record<string, unknown> }>('/product/:slug/', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return addAndRedirect(shop, request, reply, body['add-to-cart'], body.quantity, productUrl(request.params.slug));
  });

  /** The mini-cart remove link's href: removes the line when its nonce is good, then shows the cart. */
  async function removeAndRedirect(request: FastifyRequest, reply: FastifyReply, query: Record<string, unknown>) {
    const owner = await currentCartOwner(request);
    const check = await shop.nonces.check(owner, CART_NONCE_ACTION, query._nonce);
    const key = CartItemKey.safeParse(query.remove_item);
    if (check !== 'valid') {
      setFlash(reply, { code: 'expired_link' });
    } else if (owner && key.success) {
      const removed = await shop.carts.remove(owner, key.data);
      if (removed) setFlash(reply, { code: 'removed', productId: removed.productId });
    }
    return reply.redirect(CART_URL, 303);
  }

  // Without a session the cart is empty, and the page the same for every such visitor (decision 0160).
  app.get('/cart/', { config: { anonymousPage: true } }, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.remove_item !== undefined) return removeAndRedirect(request, reply, query);
    const owner = await currentCartOwner(request);
    const cart = await shop.carts.get(owner);
    const inCart = new Set(cart.lines.map((l) => l.product.id));
    const [nonce, popular] = await Promise.all([
      cartNonce(shop, owner, cart),
      shop.catalogue.listProducts({ orderBy: 'popularity', page: 1, perPage: CROSS_SELLS * 4 }),
    ]);
    const pageUrl = requestUrl(request);
    const crossSells = popular.products
      .filter((p) => !inCart.has(p.id) && p.type === 'simple' && p.stock_status !== 'outofstock')
      .slice(0, CROSS_SELLS)
      .map((p) => productCardView(p, pageUrl));
    return reply.page(
      'cart',
      {
        layout: await layoutFor(shop, request, reply, { currentPath: CART_URL, isCart: true }),
        cart: cartPageView(cart, nonce),
        crossSells,
      },
      {
        title: `Cart – ${shop.settings.name}`,
        description: `Your cart at ${shop.settings.name}: change quantities, remove products, then check out.`,
      },
    );
  });

  // "Update cart": every line's quantity at once; 0 removes. Nothing changes unless the
  // nonce is good and every quantity is a whole number the stock allows.
  app.post('/cart/', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const owner = await currentCartOwner(request);
    if ((await shop.nonces.check(owner, CART_NONCE_ACTION, body._nonce)) !== 'valid' || !owner) {
      setFlash(reply, { code: 'expired_link' });
      return reply.redirect(CART_URL, 303);
    }
    const wanted = new Map<string, number>();
    for (const [field, value] of Object.entries(body)) {
      const key = LINE_FIELD.exec(field)?.[1];
      if (!key) continue;
      const quantity = LineQuantity.safeParse(value);
      if (!quantity.success) {
        setFlash(reply, { code: 'invalid_quantity' });
        return reply.redirect(CART_URL, 303);
      }
      wanted.set(key, quantity.data);
    }
    const result = await shop.carts.setQuantities(owner, wanted);
    if (!result.ok) setFlash(reply, { code: 'not_enough_stock', productId: result.product.id });
    else if (result.changed) setFlash(reply, { code: 'cart_updated' });
    return reply.redirect(CART_URL, 303);
  });
}
