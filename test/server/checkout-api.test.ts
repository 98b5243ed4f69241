import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, pageConfig, parsePage, Shopper, testProduct } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { openMemoryDatabase } from '../support/memory-database';
import { useTestShop } from '../support/server';

const CHECKOUT_API = '/api/statefront/v1/checkout';
const PREFIX = 'statefront_order_attribution_';

const ADDRESS = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  address_1: '12 Analytical Row',
  address_2: 'Flat 3',
  city: 'London',
  postcode: 'n1 9gu',
  country: 'GB',
};

const ATTRIBUTION = {
  source_type: 'utm',
  referrer: 'https://news.example/issues/2026/10/',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'winter',
  session_entry: 'https://shop.example/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=winter',
  session_start_time: '2026-11-02 09:30:15',
  session_pages: '3',
  session_count: '2',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
};

describeOnDatabases('JSON checkout (Store API style)', (database) => {
  let mug: number;
  let lamp: number;
  const shop = useTestShop(database, {
    seed: [
      async (db) => {
        const ids = await db
          .insertInto('products')
          .values([
            testProduct({ slug: 'mug', name: 'Blue mug', sku: 'SF-MUG', price_cents: 1200, stock_quantity: 50 }),
            testProduct({ slug: 'lamp', name: 'Desk lamp', sku: 'SF-LMP', price_cents: 4500, stock_quantity: 1 }),
          ])
          .returning('id')
          .execute();
        [mug, lamp] = ids.map((r) => r.id) as [number, number];
      },
    ],
  });

  /** A shopper with `quantity` of `id` in the cart, on the checkout page: its REST nonce and form nonce. */
  async function atCheckout(id = mug, quantity = 1) {
    const shopper = new Shopper(shop.app);
    expect((await shopper.get(`/shop/?add-to-cart=${id}&quantity=${quantity}`)).statusCode).toBe(303);
    const html = (await shopper.get('/checkout/')).body;
    const nonce = pageConfig(html).nonce as string;
    const formNonce = parsePage(html).querySelector('input[name="checkout_nonce"]')?.getAttribute('value') ?? '';
    return { shopper, nonce, formNonce };
  }

  function checkout(
    shopper: Shopper,
    nonce: string | undefined,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return shopper.request({
      method: 'POST',
      url: CHECKOUT_API,
      headers: { 'content-type': 'application/json', ...(nonce ? { nonce } : {}), ...headers },
      payload: JSON.stringify(body),
    });
  }

  const ordersOf = (shopper: Shopper) =>
    shop.db
      .selectFrom('orders')
      .innerJoin('sessions', 'sessions.id', 'orders.session_id')
      .select(['orders.id', 'orders.order_key'])
      .where('sessions.id', '=', shopper.cookies.get('sf_session') ?? '')
      .execute();

  const attributionOf = async (orderId: number) =>
    Object.fromEntries(
      (
        await shop.db.selectFrom('order_attribution').select(['key', 'value']).where('order_id', '=', orderId).execute()
      ).map((r) => [r.key, r.value]),
    );

  it('places the order from the cart: the order, its lines, the stock taken, the cart emptied', async () => {
    const { shopper, nonce } = await atCheckout(mug, 2);
    const before = (
      await shop.db.selectFrom('products').select('stock_quantity').where('id', '=', mug).executeTakeFirst()
    )?.stock_quantity as number;
    const res = await checkout(shopper, nonce, {
      billing_address: ADDRESS,
      payment_method: '',
      extensions: { 'statefront/order-attribution': ATTRIBUTION },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [order] = await ordersOf(shopper);
    expect(res.json()).toEqual({
      order_id: order?.id,
      order_key: order?.order_key,
      // No method chosen: the first offered, a bank transfer, which waits on hold for the money.
      status: 'on-hold',
      payment_method: 'bacs',
      payment_result: {
        payment_status: 'success',
        payment_details: [],
        redirect_url: `/checkout/order-received/${order?.id}/?key=${order?.order_key}`,
      },
    });
    const stored = await shop.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order?.id as number)
      .executeTakeFirst();
    expect(stored).toMatchObject({ name: 'Ada Lovelace', postcode: 'N1 9GU', country: 'GB', total_cents: 2400 });
    const after = await shop.db
      .selectFrom('products')
      .select('stock_quantity')
      .where('id', '=', mug)
      .executeTakeFirst();
    expect(after?.stock_quantity).toBe(before - 2);
    expect((await shopper.get('/cart/')).body).toContain('Your cart is currently empty');

    // The purchase summary it leads to.
    const summary = await shopper.get(res.json().payment_result.redirect_url);
    expect(summary.statusCode).toBe(200);
    expect(summary.body).toContain('Order received');
  });

  it('stores the same attribution as the form checkout given the same visit', async () => {
    const viaJson = await atCheckout();
    const json = await checkout(viaJson.shopper, viaJson.nonce, {
      billing_address: ADDRESS,
      extensions: {
        'statefront/order-attribution': { ...ATTRIBUTION, utm_term: '', favourite_colour: 'blue', session_count: 'x' },
      },
    });
    expect(json.statusCode).toBe(200);

    const viaForm = await atCheckout();
    const form = await viaForm.shopper.postForm('/checkout/', {
      checkout_nonce: viaForm.formNonce,
      ...Object.fromEntries(Object.entries(ADDRESS).map(([key, value]) => [`billing_${key}`, value])),
      ...Object.fromEntries(Object.entries(ATTRIBUTION).map(([key, value]) => [`${PREFIX}${key}`, value])),
      [`${PREFIX}utm_term`]: '',
      [`${PREFIX}favourite_colour`]: 'blue',
      [`${PREFIX}session_count`]: 'x',
    });
    expect(form.statusCode).toBe(303);

    const fromJson = await attributionOf(json.json().order_id);
    const fromForm = await attributionOf((await ordersOf(viaForm.shopper))[0]?.id as number);
    const { session_count: _, ...kept } = ATTRIBUTION;
    expect(fromJson).toEqual(kept);
    expect(fromForm).toEqual(fromJson);
    const summary = await viaJson.shopper.get(json.json().payment_result.redirect_url);
    expect(summary.body).toMatch(/How you found us: <strong>Campaign \(utm\): newsletter<\/strong>/);
  });

  it('answers invalid fields with the REST error shape, one clear message per field, and creates nothing', async () => {
    const { shopper, nonce } = await atCheckout();
    const res = await checkout(shopper, nonce, {
      billing_address: { ...ADDRESS, name: '  ', email: 'ada@', postcode: '???', country: 'XX' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): billing_address',
      data: {
        status: 400,
        params: {
          'billing_address.name': 'Please enter your full name.',
          'billing_address.email': 'Please enter a valid email address, like name@example.com.',
          'billing_address.postcode': 'Please enter a valid postcode or ZIP.',
          'billing_address.country': 'Please choose a country from the list.',
        },
      },
    });
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('refuses a body of the wrong shape with the parameter at fault', async () => {
    const { shopper, nonce } = await atCheckout();
    const missing = await checkout(shopper, nonce, { extensions: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { billing_address: 'Please send the billing address as an object.' } },
    });
    const typed = await checkout(shopper, nonce, { billing_address: { ...ADDRESS, city: 7 }, extensions: [] });
    expect(typed.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: {
        params: {
          'billing_address.city': 'Please send this field as text.',
          extensions: 'Please send extensions as an object.',
        },
      },
    });
    const broken = await shopper.request({
      method: 'POST',
      url: CHECKOUT_API,
      headers: { 'content-type': 'application/json', nonce },
      payload: '{"billing_address":',
    });
    expect(broken.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
    const asForm = await shopper.request({
      method: 'POST',
      url: CHECKOUT_API,
      headers: { 'content-type': 'application/x-www-form-urlencoded', nonce },
      payload: 'billing_name=Ada',
    });
    expect(asForm.statusCode).toBe(415);
    expect(asForm.json()).toMatchObject({ code: 'rest_unsupported_media_type' });
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('needs the session’s nonce in the Nonce header, as the Store API does', async () => {
    const { shopper, nonce, formNonce } = await atCheckout();
    const body = { billing_address: ADDRESS };
    const missing = await checkout(shopper, undefined, body);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'The request has no Nonce header.',
      data: { status: 403 },
    });
    // The form's own token is for the form, not this route; another shopper's is theirs.
    expect((await checkout(shopper, formNonce, body)).json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    const other = await atCheckout();
    expect((await checkout(shopper, other.nonce, body)).statusCode).toBe(403);
    // The REST client's own header is not this route's.
    expect((await checkout(shopper, undefined, body, { 'x-statefront-nonce': nonce })).statusCode).toBe(403);
    expect(await ordersOf(shopper)).toEqual([]);
    expect((await checkout(shopper, nonce, body)).statusCode).toBe(200);
  });

  it('refuses a checkout another site’s page sends, before reading it', async () => {
    const { shopper, nonce } = await atCheckout();
    const res = await checkout(shopper, nonce, { billing_address: ADDRESS }, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'rest_cross_site_request', data: { status: 403 } });
    const fromOrigin = await checkout(shopper, nonce, { billing_address: ADDRESS }, { origin: 'https://evil.example' });
    expect(fromOrigin.statusCode).toBe(403);
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('says why no order was placed when the cart is empty or stock ran out, as the form does', async () => {
    const { shopper, nonce } = await atCheckout(lamp, 1);
    await shop.db
      .updateTable('products')
      .set({ stock_quantity: 0, stock_status: 'outofstock' })
      .where('id', '=', lamp)
      .execute();
    const short = await checkout(shopper, nonce, { billing_address: ADDRESS });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      code: 'rest_out_of_stock',
      message: 'Sorry, “Desk lamp” is out of stock, so no order was placed. Please remove it from your cart.',
      data: { status: 409 },
    });

    const emptied = await atCheckout();
    expect((await checkout(emptied.shopper, emptied.nonce, { billing_address: ADDRESS })).statusCode).toBe(200);
    const again = await checkout(emptied.shopper, emptied.nonce, { billing_address: ADDRESS });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'rest_cart_empty',
      message: 'Your cart is empty, so no order was placed.',
      data: { status: 409 },
    });
  });
});

describe('JSON checkout with order attribution turned off', () => {
  it('stores no attribution from the extension', async () => {
    const db = await openMemoryDatabase();
    const off = await buildTestApp(db, {
      orderAttribution: { enabled: false, cookieLifetimeMonths: 6, sessionMinutes: 30 },
    });
    try {
      const [row] = await db
        .insertInto('products')
        .values(testProduct({ slug: 'mug', name: 'Blue mug', sku: 'SF-MUG', price_cents: 1200 }))
        .returning('id')
        .execute();
      const shopper = new Shopper(off);
      await shopper.get(`/shop/?add-to-cart=${row?.id}`);
      const nonce = pageConfig((await shopper.get('/checkout/')).body).nonce as string;
      const res = await shopper.request({
        method: 'POST',
        url: CHECKOUT_API,
        headers: { 'content-type': 'application/json', nonce },
        payload: JSON.stringify({
          billing_address: ADDRESS,
          extensions: { 'statefront/order-attribution': ATTRIBUTION },
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(await db.selectFrom('order_attribution').selectAll().execute()).toEqual([]);
    } finally {
      await off.close();
      await db.destroy();
    }
  });
});
