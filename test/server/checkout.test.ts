import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { testProduct } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const PREFIX = 'statefront_order_attribution_';
const VALID_BILLING = {
  billing_name: 'Ada Lovelace',
  billing_email: 'ada@example.com',
  billing_phone: '',
  billing_address_1: '12 Analytical Row',
  billing_address_2: 'Flat 3',
  billing_city: 'London',
  billing_postcode: 'n1 9gu',
  billing_country: 'GB',
};

/** The page's text as a reader sees it: entities decoded, React's text separators gone. */
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describeOnDatabases('checkout', (database) => {
  let mug: number;
  let poster: number;
  let lamp: number;
  const shop = useTestShop(database, {
    seed: [
      async (db) => {
        const ids = await db
          .insertInto('products')
          .values([
            testProduct({ slug: 'mug', name: 'Blue mug', sku: 'SF-MUG', price_cents: 1200, stock_quantity: 5 }),
            testProduct({
              slug: 'poster',
              name: 'Sea poster',
              sku: 'SF-POS',
              price_cents: 3000,
              sale_price_cents: 2500,
            }),
            testProduct({ slug: 'lamp', name: 'Desk lamp', sku: 'SF-LMP', price_cents: 4500, stock_quantity: 2 }),
          ])
          .returning('id')
          .execute();
        [mug, poster, lamp] = ids.map((r) => r.id) as [number, number, number];
      },
    ],
  });

  /** A shopper with a session and these lines in the cart; returns their cookie. */
  async function shopper(lines: [number, number][]): Promise<{ cookie: string; session: string }> {
    const session = randomBytes(32).toString('base64url');
    await shop.db
      .insertInto('sessions')
      .values({ id: session, expires_at: new Date(Date.now() + 86_400_000) })
      .execute();
    for (const [id, qty] of lines) expect(await shop.app.shop.carts.add(session, id, qty)).toMatchObject({ ok: true });
    return { cookie: `sf_session=${session}`, session };
  }

  async function checkoutPage(cookie?: string, on = shop.app) {
    const res = await on.inject({ method: 'GET', url: '/checkout/', ...(cookie ? { headers: { cookie } } : {}) });
    const nonce = /name="checkout_nonce" value="([^"]*)"/.exec(res.body)?.[1] ?? '';
    return { res, html: decode(res.body), nonce };
  }

  function post(cookie: string, fields: Record<string, string>, on = shop.app) {
    return on.inject({
      method: 'POST',
      url: '/checkout/',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  const stockOf = async (id: number) =>
    await shop.db
      .selectFrom('products')
      .select(['stock_quantity', 'stock_status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const cartLines = async (session: string) => (await shop.app.shop.carts.get(session)).lines.length;

  it('shows the empty state with a link to the shop when there is nothing to order', async () => {
    const { res, html } = await checkoutPage();
    expect(res.statusCode).toBe(200);
    expect(html).toContain('Your cart is currently empty');
    expect(html).toContain('href="/shop/"');
    expect(html).not.toContain('<form class="checkout"');
  });

  it('shows the order review, the billing form and empty attribution inputs for the browser to fill', async () => {
    const { cookie } = await shopper([
      [mug, 2],
      [poster, 1],
    ]);
    const { res, html, nonce } = await checkoutPage(cookie);
    expect(res.statusCode).toBe(200);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(html).toContain('Blue mug <strong class="product-quantity">× 2</strong>');
    expect(html).toContain('$49.00');
    for (const name of [
      'billing_name',
      'billing_email',
      'billing_phone',
      'billing_address_1',
      'billing_city',
      'billing_postcode',
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain(`<input type="hidden" name="${PREFIX}source_type" value=""/>`);
    expect(html).toContain(`name="${PREFIX}user_agent"`);
    expect(html).toContain('data-island="CheckoutForm"');
    // The checkout form's island records the visit: no second tracker on this page.
    expect(html).not.toContain('data-island="VisitTracker"');
  });

  it('refuses invalid billing details with a message per field, keeps what was typed, and creates nothing', async () => {
    const { cookie, session } = await shopper([[mug, 1]]);
    const { nonce } = await checkoutPage(cookie);
    const res = await post(cookie, {
      ...VALID_BILLING,
      billing_name: '  ',
      billing_email: 'not-an-email',
      billing_postcode: '',
      billing_country: 'XX',
      checkout_nonce: nonce,
    });
    expect(res.statusCode).toBe(422);
    const html = decode(res.body);
    expect(html).toContain('Please enter your full name.');
    expect(html).toContain('Please enter a valid email address, like name@example.com.');
    expect(html).toContain('Please enter your postcode or ZIP.');
    expect(html).toContain('Please choose a country from the list.');
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/id="billing_email"[^>]*aria-invalid="true" aria-describedby="billing_email-error"/);
    expect(html).toContain('value="12 Analytical Row"');
    expect(html).not.toContain('Please enter your street address.');
    expect(await shop.db.selectFrom('orders').selectAll().where('session_id', '=', session).execute()).toEqual([]);
    expect(await cartLines(session)).toBe(1);
    expect((await stockOf(mug)).stock_quantity).toBe(5);
  });

  it('refuses a post without a valid nonce, or with an expired one, and creates nothing', async () => {
    const { cookie, session } = await shopper([[mug, 1]]);
    const missing = await post(cookie, { ...VALID_BILLING });
    expect(missing.statusCode).toBe(403);
    expect(decode(missing.body)).toContain('We could not verify your checkout, so no order was placed.');
    // The form comes back with what was typed and a fresh nonce to try again with.
    expect(decode(missing.body)).toContain('value="Ada Lovelace"');
    expect(missing.body).toMatch(/name="checkout_nonce" value="[A-Za-z0-9_-]{22}"/);

    const token = randomBytes(16).toString('base64url');
    await shop.db
      .insertInto('nonces')
      .values({ token, session_id: session, action: 'checkout', expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await post(cookie, { ...VALID_BILLING, checkout_nonce: token });
    expect(expired.statusCode).toBe(403);
    expect(decode(expired.body)).toContain('Your checkout page had expired, so no order was placed.');

    // Another shopper's nonce is no nonce.
    const other = await shopper([[mug, 1]]);
    const { nonce: theirs } = await checkoutPage(other.cookie);
    expect((await post(cookie, { ...VALID_BILLING, checkout_nonce: theirs })).statusCode).toBe(403);

    expect(await shop.db.selectFrom('orders').selectAll().where('session_id', '=', session).execute()).toEqual([]);
    expect(await cartLines(session)).toBe(1);
    expect((await stockOf(mug)).stock_quantity).toBe(5);
  });

  it('places the order in one go: order and lines created, stock taken, cart emptied, attribution stored', async () => {
    const { cookie, session } = await shopper([
      [mug, 2],
      [poster, 1],
    ]);
    const { nonce } = await checkoutPage(cookie);
    const res = await post(cookie, {
      ...VALID_BILLING,
      checkout_nonce: nonce,
      [`${PREFIX}source_type`]: 'utm',
      [`${PREFIX}utm_source`]: 'newsletter',
      [`${PREFIX}utm_medium`]: 'email',
      [`${PREFIX}utm_campaign`]: 'winter',
      [`${PREFIX}session_pages`]: '4',
      [`${PREFIX}session_start_time`]: '2026-11-02 09:30:15',
      [`${PREFIX}referrer`]: '(none)',
      // Unknown names, overlong or malformed values are ignored; the order still goes through.
      [`${PREFIX}favourite_colour`]: 'blue',
      [`${PREFIX}utm_term`]: 'x'.repeat(5000),
      [`${PREFIX}session_count`]: 'many',
      [`${PREFIX}utm_content`]: 'nul\u0000byte',
    });
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    const match = /^\/checkout\/order-received\/(\d+)\/\?key=(order_[A-Za-z0-9_-]{22})$/.exec(location);
    expect(match).not.toBeNull();
    const id = Number(match?.[1]);

    const order = await shop.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      session_id: session,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      address_1: '12 Analytical Row',
      address_2: 'Flat 3',
      city: 'London',
      postcode: 'N1 9GU',
      country: 'GB',
      subtotal_cents: 4900,
      total_cents: 4900,
      // The form sent no method: the first offered, a bank transfer, which waits on hold.
      status: 'on-hold',
      payment_method: 'bacs',
    });
    const items = await shop.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(
      items.map(({ name, sku, unit_cents, quantity, line_cents }) => ({ name, sku, unit_cents, quantity, line_cents })),
    ).toEqual([
      { name: 'Blue mug', sku: 'SF-MUG', unit_cents: 1200, quantity: 2, line_cents: 2400 },
      { name: 'Sea poster', sku: 'SF-POS', unit_cents: 2500, quantity: 1, line_cents: 2500 },
    ]);
    expect((await stockOf(mug)).stock_quantity).toBe(3);
    expect((await stockOf(poster)).stock_quantity).toBeNull();
    expect(await cartLines(session)).toBe(0);

    const attribution = await shop.db
      .selectFrom('order_attribution')
      .select(['key', 'value'])
      .where('order_id', '=', id)
      .orderBy('key')
      .execute();
    expect(Object.fromEntries(attribution.map((a) => [a.key, a.value]))).toEqual({
      referrer: '(none)',
      session_pages: '4',
      session_start_time: '2026-11-02 09:30:15',
      source_type: 'utm',
      utm_campaign: 'winter',
      utm_medium: 'email',
      utm_source: 'newsletter',
    });

    // The purchase summary.
    const summary = await shop.app.inject({ method: 'GET', url: location });
    expect(summary.statusCode).toBe(200);
    const html = decode(summary.body);
    expect(html).toContain('Order received');
    expect(html).toMatch(new RegExp(`Order number: <strong>${id}</strong>`));
    expect(html).toContain('ada@example.com');
    expect(html).toContain('Blue mug');
    expect(html).toContain('Sea poster');
    expect(html).toContain('$49.00');
    expect(html).toContain('12 Analytical Row');
    expect(html).toContain('London N1 9GU');
    expect(html).toContain('United Kingdom');
    expect(html).toMatch(/How you found us: <strong>Campaign \(utm\): newsletter<\/strong>/);

    // A second post of the same checkout (a double click) orders nothing more.
    const again = await post(cookie, { ...VALID_BILLING, checkout_nonce: nonce });
    expect(again.statusCode).toBe(409);
    expect(decode(again.body)).toContain('Your cart is empty, so no order was placed.');
    expect((await stockOf(mug)).stock_quantity).toBe(3);
  });

  it('answers 404 for a wrong order key, an unknown order, or a malformed address', async () => {
    const { cookie } = await shopper([[poster, 1]]);
    const { nonce } = await checkoutPage(cookie);
    const res = await post(cookie, { ...VALID_BILLING, checkout_nonce: nonce });
    const location = res.headers.location as string;
    const [, id, key] = /order-received\/(\d+)\/\?key=(.+)$/.exec(location) as RegExpExecArray;
    const wrongKey = `order_${'A'.repeat(22)}`;
    for (const url of [
      `/checkout/order-received/${id}/?key=${wrongKey}`,
      `/checkout/order-received/${id}/`,
      `/checkout/order-received/${Number(id) + 1000}/?key=${key}`,
      `/checkout/order-received/abc/?key=${key}`,
      `/checkout/order-received/${id}/?key=${key}&key=${key}`,
    ]) {
      const r = await shop.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.body).not.toContain('12 Analytical Row');
    }
  });

  it('refuses an order when stock ran out meanwhile, changing nothing for any line', async () => {
    const { cookie, session } = await shopper([
      [poster, 1],
      [lamp, 2],
    ]);
    const { nonce } = await checkoutPage(cookie);
    await shop.db.updateTable('products').set({ stock_quantity: 1 }).where('id', '=', lamp).execute();
    const res = await post(cookie, { ...VALID_BILLING, checkout_nonce: nonce });
    expect(res.statusCode).toBe(409);
    expect(decode(res.body)).toContain('Sorry, only 1 of “Desk lamp” are in stock, so no order was placed.');
    expect(await shop.db.selectFrom('orders').selectAll().where('session_id', '=', session).execute()).toEqual([]);
    expect(await cartLines(session)).toBe(2);
    expect((await stockOf(lamp)).stock_quantity).toBe(1);
  });

  it('marks a product out of stock when the order takes its last units', async () => {
    await shop.db
      .updateTable('products')
      .set({ stock_quantity: 2, stock_status: 'instock' })
      .where('id', '=', lamp)
      .execute();
    const { cookie } = await shopper([[lamp, 2]]);
    const { nonce } = await checkoutPage(cookie);
    expect((await post(cookie, { ...VALID_BILLING, checkout_nonce: nonce })).statusCode).toBe(303);
    expect(await stockOf(lamp)).toEqual({ stock_quantity: 0, stock_status: 'outofstock' });
  });

  it('places one order when the same cart is checked out twice at once', async () => {
    const { cookie, session } = await shopper([[mug, 1]]);
    const { nonce } = await checkoutPage(cookie);
    const before = (await stockOf(mug)).stock_quantity as number;
    const results = await Promise.all([
      post(cookie, { ...VALID_BILLING, checkout_nonce: nonce }),
      post(cookie, { ...VALID_BILLING, checkout_nonce: nonce }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    expect(await shop.db.selectFrom('orders').selectAll().where('session_id', '=', session).execute()).toHaveLength(1);
    expect((await stockOf(mug)).stock_quantity).toBe(before - 1);
  });

  it('stores campaign landing and referrer URLs whole, and a campaign link with empty parameters as utm', async () => {
    const { cookie } = await shopper([[poster, 1]]);
    const { nonce } = await checkoutPage(cookie);
    const landing = `https://shop.example/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=${'autumn-sale-'.repeat(25)}x&utm_term=last-param`;
    const referrer = `https://news.example/issues/2026/10/${'article-'.repeat(45)}?ref=mail`;
    expect(landing).toHaveLength(400);
    const res = await post(cookie, {
      ...VALID_BILLING,
      checkout_nonce: nonce,
      [`${PREFIX}source_type`]: 'utm',
      // Present but empty on the link: sent empty, stored as nothing rather than as a value.
      [`${PREFIX}utm_source`]: '',
      [`${PREFIX}utm_medium`]: '',
      [`${PREFIX}utm_campaign`]: '(none)',
      [`${PREFIX}session_entry`]: landing,
      [`${PREFIX}referrer`]: referrer,
    });
    expect(res.statusCode).toBe(303);
    const id = Number(/order-received\/(\d+)\//.exec(res.headers.location as string)?.[1]);
    const rows = await shop.db
      .selectFrom('order_attribution')
      .select(['key', 'value'])
      .where('order_id', '=', id)
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({
      source_type: 'utm',
      utm_campaign: '(none)',
      session_entry: landing,
      referrer,
    });
    const summary = decode((await shop.app.inject({ method: 'GET', url: res.headers.location as string })).body);
    expect(summary).toMatch(/How you found us: <strong>Campaign \(utm\)<\/strong>/);
  });

  it('with tracking turned off, renders no attribution inputs and stores none', async () => {
    const off = await shop.appWith({
      orderAttribution: { enabled: false, cookieLifetimeMonths: 6, sessionMinutes: 30 },
    });
    const { cookie } = await shopper([[poster, 1]]);
    const { html, nonce } = await checkoutPage(cookie, off);
    expect(html).not.toContain(PREFIX);
    // The layout's tracker runs instead, told that tracking is off (it deletes the cookies).
    expect(html).toContain('data-island="VisitTracker"');
    expect(html).toContain('"allowTracking":false');
    const res = await post(cookie, { ...VALID_BILLING, checkout_nonce: nonce, [`${PREFIX}source_type`]: 'utm' }, off);
    expect(res.statusCode).toBe(303);
    const id = Number(/order-received\/(\d+)\//.exec(res.headers.location as string)?.[1]);
    expect(await shop.db.selectFrom('order_attribution').selectAll().where('order_id', '=', id).execute()).toEqual([]);
    const summary = await off.inject({ method: 'GET', url: res.headers.location as string });
    expect(summary.body).not.toContain('How you found us');
  });
});

describe('order attribution configuration', () => {
  it('is on by default with 6-month cookies and 30-minute sessions; ORDER_ATTRIBUTION=off turns it off', () => {
    expect(readConfig({}).shop.orderAttribution).toEqual({
      enabled: true,
      cookieLifetimeMonths: 6,
      sessionMinutes: 30,
    });
    expect(readConfig({ ORDER_ATTRIBUTION: 'off' }).shop.orderAttribution.enabled).toBe(false);
    expect(() => readConfig({ ORDER_ATTRIBUTION: 'maybe' })).toThrow(/ORDER_ATTRIBUTION/);
  });
});
