import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { testProduct } from './app';
import type { Seed } from './server';

/** A shopper in Leeds, as the form sends them. */
export const LEEDS_BILLING: Record<string, string> = {
  billing_name: 'Ada Lovelace',
  billing_email: 'ada@example.com',
  billing_phone: '+44 20 7946 0000',
  billing_address_1: '12 Analytical Row',
  billing_address_2: '',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
  billing_country: 'GB',
};

/** Seeds one product, a $12.50 blue mug with no stock limit, and hands its id to `got`. */
export function seedMug(got: (id: number) => void): Seed {
  return async (db) => {
    const [row] = await db
      .insertInto('products')
      .values([testProduct({ slug: 'mug', name: 'Blue mug', sku: 'SF-MUG', price_cents: 1250 })])
      .returning('id')
      .execute();
    got((row as { id: number }).id);
  };
}

/** A new shopper with `quantity` of `productId` in the cart, on the checkout page: cookie, form nonce and the page. */
export async function atCheckout(app: FastifyInstance, productId: number, quantity = 2) {
  const session = randomBytes(32).toString('base64url');
  await app.shop.db
    .insertInto('sessions')
    .values({ id: session, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  expect(await app.shop.carts.add(session, productId, quantity)).toMatchObject({ ok: true });
  const cookie = `sf_session=${session}`;
  const page = await app.inject({ method: 'GET', url: '/checkout/', headers: { cookie } });
  const nonce = /name="checkout_nonce" value="([^"]*)"/.exec(page.body)?.[1] ?? '';
  return { cookie, nonce, html: page.body };
}

/** A new shopper places an order of `productId` through the checkout form with `fields`. */
export async function placeByForm(
  app: FastifyInstance,
  productId: number,
  fields: Record<string, string>,
  quantity = 2,
): Promise<LightMyRequestResponse> {
  const { cookie, nonce } = await atCheckout(app, productId, quantity);
  return app.inject({
    method: 'POST',
    url: '/checkout/',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, checkout_nonce: nonce }).toString(),
  });
}

/** The order id of a placed order's redirect. */
export const placedOrderId = (res: LightMyRequestResponse) =>
  Number(/order-received\/(\d+)\//.exec(String(res.headers.location))?.[1]);
