import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOW_STOCK_SLUGS, OUT_OF_STOCK_SLUGS, seedDemoCatalogue, VARIABLE_SLUGS } from '../../server/db/seed';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const FORM = 'application/x-www-form-urlencoded';
const MINI_CART = 'div.widget_shopping_cart_content';
const COUNT = 'span.cart-contents-count';

function cookieFrom(res: LightMyRequestResponse, name: string): string | undefined {
  const found = res.cookies.find((c) => c.name === name);
  return found ? `${found.name}=${found.value}` : undefined;
}

describeOnDatabases('cart endpoints', (database) => {
  const shop = useTestShop(database, { seed: [seedDemoCatalogue] });
  const idOf = async (slug: string) =>
    (await shop.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  let simpleId: number;

  beforeAll(async () => {
    // A simple product with plenty of stock, so limits never get in the way unless wanted.
    simpleId = await idOf('giant-soup-mug');
    await shop.db.updateTable('products').set({ stock_quantity: 500 }).where('id', '=', simpleId).execute();
  });

  const post = (endpoint: string, payload: string, opts: { cookie?: string; contentType?: string | null } = {}) =>
    shop.app.inject({
      method: 'POST',
      url: `/cart-api/${endpoint}`,
      payload,
      headers: {
        ...(opts.contentType === null ? {} : { 'content-type': opts.contentType ?? FORM }),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
    });

  /** A shopper with one line in the cart; returns the session cookie. */
  async function shopperWithOneLine(quantity = 1): Promise<string> {
    const res = await post('add_to_cart', `product_id=${simpleId}&quantity=${quantity}`);
    expect(res.statusCode).toBe(200);
    const cookie = cookieFrom(res, 'sf_session');
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }

  async function cartOf(cookie: string) {
    const res = await shop.app.inject({ method: 'GET', url: '/cart-api/get_refreshed_fragments', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as { fragments: Record<string, string>; cart_hash: string };
  }

  describe('add_to_cart', () => {
    it('adds the product and answers the cart regions as fragments, with the cart hash', async () => {
      const res = await post('add_to_cart', `product_id=${simpleId}&quantity=2&product_sku=GSM-1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(Object.keys(body.fragments)).toEqual(expect.arrayContaining([MINI_CART, COUNT, 'div.cart-page-contents']));
      expect(body.fragments[MINI_CART]).toMatch(/^<div class="widget_shopping_cart_content"/);
      expect(body.fragments[MINI_CART]).toContain('Giant Soup Mug');
      expect(body.fragments[COUNT]).toMatch(/^<span class="cart-contents-count">2<!-- --> <!-- -->items/);
      expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    });

    it('renders each fragment exactly as the page renders that region', async () => {
      const cookie = await shopperWithOneLine();
      const { fragments } = await cartOf(cookie);
      const page = await shop.app.inject({ method: 'GET', url: '/cart/', headers: { cookie } });
      expect(page.body).toContain(fragments[MINI_CART]);
      expect(page.body).toContain(fragments[COUNT]);
      expect(page.body).toContain(fragments['div.cart-page-contents']);
    });

    it('ignores the other data attributes of the button, whatever they hold', async () => {
      const res = await post(
        'add_to_cart',
        new URLSearchParams({
          product_id: String(simpleId),
          quantity: '1',
          success_message: '<script>alert(1)</script>',
          'weird[key]': '"><img src=x onerror=alert(1)>',
          product_sku: 'x'.repeat(2000),
        }).toString(),
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toContain('onerror=alert');
    });

    it('gives a stable hash: the same contents hash alike, a change hashes differently', async () => {
      const a = await shopperWithOneLine(2);
      const b = await shopperWithOneLine(2);
      const c = await shopperWithOneLine(3);
      expect((await cartOf(a)).cart_hash).toBe((await cartOf(b)).cart_hash);
      expect((await cartOf(a)).cart_hash).not.toBe((await cartOf(c)).cart_hash);
      expect((await cartOf(a)).cart_hash).toBe((await cartOf(a)).cart_hash);
    });

    it.each([
      ['a missing product_id', 'quantity=1', 'invalid_product_id'],
      ['an empty product_id', 'product_id=&quantity=1', 'invalid_product_id'],
      ['a non-numeric product_id', 'product_id=abc&quantity=1', 'invalid_product_id'],
      ['a fractional product_id', 'product_id=1.5', 'invalid_product_id'],
      ['a negative product_id', 'product_id=-3', 'invalid_product_id'],
      ['two product_ids', 'product_id=1&product_id=2', 'invalid_product_id'],
      ['a negative quantity', 'product_id=ID&quantity=-1', 'invalid_quantity'],
      ['a zero quantity', 'product_id=ID&quantity=0', 'invalid_quantity'],
      ['a fractional quantity', 'product_id=ID&quantity=1.5', 'invalid_quantity'],
      ['a huge quantity', 'product_id=ID&quantity=99999999999', 'invalid_quantity'],
      ['a quantity over the line limit', 'product_id=ID&quantity=1000', 'invalid_quantity'],
      ['a non-numeric quantity', 'product_id=ID&quantity=lots', 'invalid_quantity'],
      ['an exponent quantity', 'product_id=ID&quantity=1e3', 'invalid_quantity'],
    ])('answers %s with a 400 JSON error and changes nothing', async (_what, payload, code) => {
      const cookie = await shopperWithOneLine();
      const before = await cartOf(cookie);
      const res = await post('add_to_cart', payload.replace('ID', String(simpleId)), { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, code });
      expect(res.json().message).toEqual(expect.any(String));
      expect((await cartOf(cookie)).cart_hash).toBe(before.cart_hash);
    });

    it.each([
      ['JSON', 'application/json', JSON.stringify({ product_id: 1, quantity: 1 })],
      ['malformed JSON', 'application/json', '{"product_id":'],
      ['plain text', 'text/plain', 'product_id=1'],
      [
        'multipart',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n1\r\n--x--',
      ],
      ['no content type', null, 'product_id=1'],
    ])('refuses a %s body with 415 and changes nothing', async (_what, contentType, payload) => {
      const cookie = await shopperWithOneLine();
      const before = await cartOf(cookie);
      const res = await post('add_to_cart', payload.replace('1', String(simpleId)), { cookie, contentType });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ error: true, code: 'not_form_encoded' });
      expect((await cartOf(cookie)).cart_hash).toBe(before.cart_hash);
    });

    it.each([
      ['an out-of-stock product', () => idOf(OUT_OF_STOCK_SLUGS[0]!), 1, `/product/${OUT_OF_STOCK_SLUGS[0]}/`],
      ['more than the stock', () => idOf(LOW_STOCK_SLUGS[0]!), 2, `/product/${LOW_STOCK_SLUGS[0]}/`],
      ['a product that needs a choice', () => idOf(VARIABLE_SLUGS[0]!), 1, `/product/${VARIABLE_SLUGS[0]}/`],
      ['an unknown product', async () => 987654, 1, '/shop/'],
    ])('answers %s with error and the product_url to go to, leaving a notice there', async (_w, id, qty, url) => {
      const cookie = await shopperWithOneLine();
      const before = await cartOf(cookie);
      const res = await post('add_to_cart', `product_id=${await id()}&quantity=${qty}`, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: true, product_url: url });
      expect((await cartOf(cookie)).cart_hash).toBe(before.cart_hash);
      const flash = cookieFrom(res, 'sf_flash');
      expect(flash).toBeDefined();
      const page = await shop.app.inject({ method: 'GET', url, headers: { cookie: `${cookie}; ${flash}` } });
      expect(page.body).toMatch(/class="notice notice--error" role="alert"[^>]*>(You cannot add|Please choose|Sorry)/);
    });

    it('loses no add when many requests of one session add at once', async () => {
      const cookie = await shopperWithOneLine(1);
      const others = await Promise.all(
        ['speckled-stoneware-mug', 'stacking-tumbler-set', 'snake-plant', 'canvas-tote-bag'].map(idOf),
      );
      const requests = [
        ...Array.from({ length: 24 }, () => post('add_to_cart', `product_id=${simpleId}&quantity=1`, { cookie })),
        ...others.map((id) => post('add_to_cart', `product_id=${id}&quantity=1`, { cookie })),
      ];
      const answers = await Promise.all(requests);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const session = cookie.split('=')[1]!;
      const cart = await shop.app.shop.carts.get(session);
      expect(cart.lines.find((l) => l.product.id === simpleId)?.quantity).toBe(25);
      expect(cart.lines).toHaveLength(5);
      expect(cart.itemCount).toBe(29);
    });

    it('never lets concurrent adds take more than the stock', async () => {
      const low = await idOf(LOW_STOCK_SLUGS[2]!); // 3 left
      const cookie = await shopperWithOneLine();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post('add_to_cart', `product_id=${low}&quantity=1`, { cookie })),
      );
      const added = answers.filter((a) => !a.json().error).length;
      expect(added).toBe(3);
      const cart = await shop.app.shop.carts.get(cookie.split('=')[1]!);
      expect(cart.lines.find((l) => l.product.id === low)?.quantity).toBe(3);
    });
  });

  describe('remove_from_cart', () => {
    it('removes the line and answers the emptier cart regions', async () => {
      const cookie = await shopperWithOneLine();
      const key = /data-cart_item_key="([0-9a-f]{32})"/.exec((await cartOf(cookie)).fragments[MINI_CART]!)?.[1];
      const res = await post('remove_from_cart', `cart_item_key=${key}`, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().fragments[MINI_CART]).toContain('No products in the cart.');
      expect(res.json().cart_hash).toBe('');
    });

    it.each([
      ['a missing cart_item_key', '', 400, 'invalid_cart_item_key'],
      ['a malformed cart_item_key', 'cart_item_key=../../etc', 400, 'invalid_cart_item_key'],
      ['an unknown cart_item_key', `cart_item_key=${'a'.repeat(32)}`, 404, 'unknown_cart_item_key'],
    ])('answers %s with a JSON error and changes nothing', async (_what, payload, status, code) => {
      const cookie = await shopperWithOneLine();
      const before = await cartOf(cookie);
      const res = await post('remove_from_cart', payload, { cookie });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ error: true, code });
      expect((await cartOf(cookie)).cart_hash).toBe(before.cart_hash);
    });

    it("cannot remove another session's line", async () => {
      const owner = await shopperWithOneLine();
      const before = await cartOf(owner);
      const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(before.fragments[MINI_CART]!)?.[1];
      const stranger = await shopperWithOneLine();
      expect((await post('remove_from_cart', `cart_item_key=${key}`, { cookie: stranger })).statusCode).toBe(200);
      expect((await post('remove_from_cart', `cart_item_key=${key}`)).statusCode).toBe(404);
      expect((await cartOf(owner)).cart_hash).toBe(before.cart_hash);
    });

    it('refuses a JSON body with 415', async () => {
      const res = await post('remove_from_cart', '{"cart_item_key":"x"}', { contentType: 'application/json' });
      expect(res.statusCode).toBe(415);
    });
  });

  it('answers an unknown endpoint with a 404 JSON error', async () => {
    const res = await post('empty_cart', '');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, code: 'unknown_endpoint' });
  });

  it('refreshes the fragments without creating a session', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/cart-api/get_refreshed_fragments' });
    expect(res.statusCode).toBe(200);
    expect(res.json().fragments[MINI_CART]).toContain('No products in the cart.');
    expect(cookieFrom(res, 'sf_session')).toBeUndefined();
  });

  describe('without JavaScript', () => {
    const removeLink = (html: string) =>
      /href="(\/cart\/\?remove_item=[0-9a-f]{32}&amp;_nonce=[\w-]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

    it("adds through the button's link and comes back with a notice", async () => {
      const res = await shop.app.inject({ method: 'GET', url: `/shop/?orderby=price&add-to-cart=${simpleId}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/shop/?orderby=price');
      const cookie = `${cookieFrom(res, 'sf_session')}; ${cookieFrom(res, 'sf_flash')}`;
      const page = await shop.app.inject({ method: 'GET', url: '/shop/?orderby=price', headers: { cookie } });
      expect(page.body).toContain('“Giant Soup Mug” has been added to your cart.');
      expect(page.body).toMatch(/class="cart-contents-count">1<!-- --> <!-- -->item</);
    });

    it('goes to the cart after an add when cart_redirect_after_add is "yes"', async () => {
      const redirecting = await shop.appWith({ cartRedirectAfterAdd: 'yes' });
      const res = await redirecting.inject({ method: 'GET', url: `/shop/?add-to-cart=${simpleId}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/cart/');
    });

    it("removes through the mini-cart link's href, guarded by a nonce, and shows the cart with a notice", async () => {
      const cookie = await shopperWithOneLine();
      const href = removeLink((await shop.app.inject({ method: 'GET', url: '/shop/', headers: { cookie } })).body);
      expect(href).toBeDefined();
      const res = await shop.app.inject({ method: 'GET', url: href!, headers: { cookie } });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/cart/');
      const page = await shop.app.inject({
        method: 'GET',
        url: '/cart/',
        headers: { cookie: `${cookie}; ${cookieFrom(res, 'sf_flash')}` },
      });
      expect(page.body).toContain('“Giant Soup Mug” removed.');
      expect(page.body).toContain('Your cart is currently empty.');
    });

    it('refuses a remove link with a bad or expired nonce: "That link has expired", nothing removed', async () => {
      const cookie = await shopperWithOneLine();
      const before = await cartOf(cookie);
      const href = removeLink((await shop.app.inject({ method: 'GET', url: '/cart/', headers: { cookie } })).body)!;
      for (const url of [href.replace(/_nonce=[\w-]+/, '_nonce=AAAAAAAAAAAAAAAAAAAAAA'), href.split('&')[0]!]) {
        const res = await shop.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode).toBe(303);
        const page = await shop.app.inject({
          method: 'GET',
          url: '/cart/',
          headers: { cookie: `${cookie}; ${cookieFrom(res, 'sf_flash')}` },
        });
        expect(page.body).toContain('That link has expired');
      }
      // A link from another session is no good either.
      const stranger = await shopperWithOneLine();
      await shop.app.inject({ method: 'GET', url: href, headers: { cookie: stranger } });
      expect((await cartOf(cookie)).cart_hash).toBe(before.cart_hash);
    });

    it('updates quantities from the cart page, 0 removing a line', async () => {
      const cookie = await shopperWithOneLine(2);
      const other = await idOf('snake-plant');
      await post('add_to_cart', `product_id=${other}`, { cookie });
      const html = (await shop.app.inject({ method: 'GET', url: '/cart/', headers: { cookie } })).body;
      const nonce = /name="_nonce" value="([\w-]+)"/.exec(html)?.[1];
      const fields = [...html.matchAll(/name="(cart\[[0-9a-f]{32}\]\[qty\])" value="(\d+)"/g)];
      expect(fields).toHaveLength(2);
      const form = new URLSearchParams({ _nonce: nonce!, update_cart: '1' });
      form.set(fields[0]![1]!, '5');
      form.set(fields[1]![1]!, '0');
      const res = await shop.app.inject({
        method: 'POST',
        url: '/cart/',
        payload: form.toString(),
        headers: { cookie, 'content-type': FORM },
      });
      expect(res.statusCode).toBe(303);
      const cart = await shop.app.shop.carts.get(cookie.split('=')[1]!);
      expect(cart.lines.map((l) => [l.product.slug, l.quantity])).toEqual([['giant-soup-mug', 5]]);
    });

    it.each([
      ['a bad nonce', { _nonce: 'AAAAAAAAAAAAAAAAAAAAAA' }, '1'],
      ['a fractional quantity', {}, '1.5'],
      ['a negative quantity', {}, '-1'],
      ['more than the stock', {}, '501'],
    ])('changes nothing on the cart page for %s', async (_what, extra, qty) => {
      const cookie = await shopperWithOneLine(2);
      const before = await cartOf(cookie);
      const html = (await shop.app.inject({ method: 'GET', url: '/cart/', headers: { cookie } })).body;
      const nonce = /name="_nonce" value="([\w-]+)"/.exec(html)?.[1] ?? '';
      const field = /name="(cart\[[0-9a-f]{32}\]\[qty\])"/.exec(html)?.[1] ?? '';
      const form = new URLSearchParams({ _nonce: nonce, ...extra, [field]: qty });
      const res = await shop.app.inject({
        method: 'POST',
        url: '/cart/',
        payload: form.toString(),
        headers: { cookie, 'content-type': FORM },
      });
      expect(res.statusCode).toBe(303);
      expect(cookieFrom(res, 'sf_flash')).toMatch(/expired_link|invalid_quantity|not_enough_stock/);
      expect((await cartOf(cookie)).cart_hash).toBe(before.cart_hash);
    });

    it("adds from the product page's form and comes back to the product with a notice", async () => {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/product/giant-soup-mug/',
        payload: `add-to-cart=${simpleId}&quantity=3`,
        headers: { 'content-type': FORM },
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/product/giant-soup-mug/');
      const cart = await shop.app.shop.carts.get(cookieFrom(res, 'sf_session')!.split('=')[1]!);
      expect(cart.itemCount).toBe(3);
    });
  });
});
