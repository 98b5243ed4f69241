import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NONCE_HEADER, REST_ROOT, REST_ROUTES } from '../../domain/rest';
import { seedDemoCatalogue } from '../../server/db/seed';
import { ALLOWED_STYLE_ATTRIBUTES } from '../../server/plugins/security-headers';
import { ACCOUNT_MESSAGES } from '../../server/routes/account';
import { CHECKOUT_NONCE_FIELD } from '../../server/views/checkout';
import { formNonce, pageConfig, parsePage, Shopper } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const ACCOUNT = '/my-account/';
const CROSS_SITE = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The shop's own page (its header), or JSON in the endpoint's format: never a framework's body. */
function expectShopAnswer(response: LightMyRequestResponse, format: 'page' | 'cart' | 'rest') {
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.body).not.toMatch(/FST_ERR|"statusCode"|^Bad request/);
  if (format === 'page') {
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(parsePage(response.body).querySelector('header a[href="/cart/"]')).not.toBeNull();
  } else if (format === 'cart') {
    expect(response.json()).toMatchObject({ error: true, code: expect.any(String), message: expect.any(String) });
  } else {
    expect(response.json()).toMatchObject({ code: expect.any(String), data: { status: response.statusCode } });
  }
}

/** How many of `responses` answered each status, e.g. { 401: 5, 429: 7 }. */
function statusCounts(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

/**
 * What a shop on the open internet meets: bursts of password guesses and sign-ups, forms
 * posted from other sites, and malformed requests on every route.
 */
describeOnDatabases('hostile traffic', (database) => {
  const shop = useTestShop(database, { seed: [seedDemoCatalogue] });

  async function registerAccount(email: string, password: string, ip: string) {
    const shopper = new Shopper(shop.app, ip);
    const html = (await shopper.get(ACCOUNT)).body;
    return shopper.postForm(`${ACCOUNT}register`, {
      _nonce: formNonce(html, `${ACCOUNT}register`),
      name: 'Shopper',
      email,
      phone: '',
      password,
    });
  }

  describe('password guessing in bursts', () => {
    it('lets at most 5 of 12 simultaneous wrong passwords on one session be tried; the rest get 429', async () => {
      expect((await registerAccount('grace@example.com', 'the right password', '198.51.100.1')).statusCode).toBe(303);
      const guesser = new Shopper(shop.app, '198.51.100.2');
      const nonce = formNonce((await guesser.get(ACCOUNT)).body, `${ACCOUNT}login`);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          guesser.postForm(`${ACCOUNT}login`, { _nonce: nonce, email: 'grace@example.com', password: `guess ${i}` }),
        ),
      );
      expect(statusCounts(responses)).toEqual({ 401: 5, 429: 7 });
      const refused = responses.find((r) => r.statusCode === 429)!;
      expect(refused.body).toContain(ACCOUNT_MESSAGES.throttled);
      expect(refused.headers['retry-after']).toBe('900');
      // Locked for that email from that address, even with the right password now.
      const right = await guesser.postForm(`${ACCOUNT}login`, {
        _nonce: nonce,
        email: 'grace@example.com',
        password: 'the right password',
      });
      expect(right.statusCode).toBe(429);
    });

    it('lets at most 50 failures from one address through, across emails, under a burst', async () => {
      const ip = '198.51.100.3';
      // 48 failures already this quarter hour, for 48 different emails.
      await shop.db
        .insertInto('login_failures')
        .values(Array.from({ length: 48 }, (_, i) => ({ email: `victim${i}@example.com`, ip })))
        .execute();
      const sprayer = new Shopper(shop.app, ip);
      const nonce = formNonce((await sprayer.get(ACCOUNT)).body, `${ACCOUNT}login`);
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          sprayer.postForm(`${ACCOUNT}login`, { _nonce: nonce, email: `other${i}@example.com`, password: 'guess' }),
        ),
      );
      expect(statusCounts(responses)).toEqual({ 401: 2, 429: 4 });
    });
  });

  describe('sign-ups in bursts', () => {
    it('accepts at most 10 registrations an hour from one address, however many arrive at once', async () => {
      const ip = '198.51.100.4';
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => registerAccount(`bot${i}@example.com`, 'a long password', ip)),
      );
      expect(statusCounts(responses)).toEqual({ 303: 10, 429: 2 });
      const refused = responses.find((r) => r.statusCode === 429)!;
      expect(refused.body).toContain(ACCOUNT_MESSAGES.tooManyRegistrations);
      expect(await shop.db.selectFrom('users').where('email', 'like', 'bot%').select('id').execute()).toHaveLength(10);
      // Another address is not held back.
      expect((await registerAccount('neighbour@example.com', 'a long password', '198.51.100.5')).statusCode).toBe(303);
    });
  });

  describe('security headers', () => {
    it.each(['/shop/', '/product-category/mugs/', '/cart/', '/checkout/', ACCOUNT, '/no-such-page/'])(
      '%s may not be framed, sniffed, or leak its URL, and loads nothing from elsewhere',
      async (url) => {
        const response = await shop.app.inject({ url });
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("script-src 'self' 'inline-speculation-rules';");
        expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
        // Nothing inline that the policy would block: no script text, only style elements
        // whose text the policy names by hash (the build's stylesheet), and only the style
        // attributes it names by hash.
        const page = parsePage(response.body);
        for (const script of page.querySelectorAll('script')) expect(script.getAttribute('src')).toMatch(/^\/assets\//);
        const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
        for (const style of page.querySelectorAll('style')) {
          const digest = createHash('sha256')
            .update(style.textContent ?? '')
            .digest('base64');
          expect(styleSrc).toContain(`'sha256-${digest}'`);
        }
        for (const el of page.querySelectorAll('[style]'))
          expect(ALLOWED_STYLE_ATTRIBUTES).toContain(el.getAttribute('style'));
      },
    );

    it('sends them with endpoint JSON too', async () => {
      const response = await shop.app.inject({ url: '/cart-api/get_refreshed_fragments' });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('state changes sent from another site', () => {
    /** A logged-in shopper with one mug in the cart, and every nonce their pages hold. */
    async function shopperWithCart(ip: string) {
      const shopper = new Shopper(shop.app, ip);
      const email = `cross-${ip}@example.com`;
      const html = (await shopper.get(ACCOUNT)).body;
      const registered = await shopper.postForm(`${ACCOUNT}register`, {
        _nonce: formNonce(html, `${ACCOUNT}register`),
        name: 'Target',
        email,
        phone: '',
        password: 'a long password',
      });
      expect(registered.statusCode).toBe(303);
      const product = await shop.db
        .selectFrom('products')
        .select('id')
        .where('type', '=', 'simple')
        .where('stock_status', '=', 'instock')
        .executeTakeFirstOrThrow();
      expect((await shopper.postForm('/cart-api/add_to_cart', { product_id: String(product.id) })).statusCode).toBe(
        200,
      );
      const cart = (await shopper.get('/cart/')).body;
      const key = parsePage(cart).querySelector('[data-cart_item_key]')?.getAttribute('data-cart_item_key') ?? '';
      const checkout = (await shopper.get('/checkout/')).body;
      const account = (await shopper.get(ACCOUNT)).body;
      return {
        shopper,
        productId: product.id,
        key,
        cartNonce: formNonce(cart, '/cart/'),
        checkoutNonce:
          parsePage(checkout).querySelector(`input[name="${CHECKOUT_NONCE_FIELD}"]`)?.getAttribute('value') ?? '',
        logoutNonce: formNonce(account, `${ACCOUNT}logout`),
        restNonce: String(pageConfig(account).nonce),
      };
    }

    const cartCount = async (shopper: Shopper) =>
      (await shopper.get('/cart-api/get_refreshed_fragments')).json().cart_hash as string;

    it.each([
      ['Sec-Fetch-Site: cross-site', CROSS_SITE],
      ['only an Origin of another site', { origin: 'https://elsewhere.example' }],
      ['Origin: null', { origin: 'null' }],
    ])('refuses every state-changing POST carrying %s, and changes nothing', async (_what, headers) => {
      const target = await shopperWithCart(
        `198.51.100.${headers.origin === 'null' ? 20 : 'sec-fetch-site' in headers ? 21 : 22}`,
      );
      const { shopper } = target;
      const before = await cartCount(shopper);
      const billing = {
        billing_first_name: 'A',
        billing_last_name: 'B',
        billing_email: 'a@example.com',
        billing_address_1: '1 Road',
        billing_city: 'Town',
        billing_postcode: '12345',
        billing_country: 'US',
      };
      const attempts: [string, LightMyRequestResponse, 'page' | 'cart' | 'rest'][] = [];
      const post = async (name: string, url: string, payload: string, format: 'page' | 'cart' | 'rest', extra = {}) => {
        const response = await shopper.request({
          method: 'POST',
          url,
          payload,
          headers: { ...FORM, ...headers, ...extra },
        });
        attempts.push([name, response, format]);
      };
      await post(
        'update cart',
        '/cart/',
        new URLSearchParams({ _nonce: target.cartNonce, [`cart[${target.key}][qty]`]: '5' }).toString(),
        'page',
      );
      await post(
        'checkout',
        '/checkout/',
        new URLSearchParams({ [CHECKOUT_NONCE_FIELD]: target.checkoutNonce, ...billing }).toString(),
        'page',
      );
      await post('log out', `${ACCOUNT}logout`, `_nonce=${target.logoutNonce}`, 'page');
      await post('add_to_cart', '/cart-api/add_to_cart', `product_id=${target.productId}`, 'cart');
      await post('remove_from_cart', '/cart-api/remove_from_cart', `cart_item_key=${target.key}`, 'cart');
      await post('product page add form', '/product/anything/', `add-to-cart=${target.productId}`, 'page');
      await post(
        'REST user meta',
        `${REST_ROOT}${REST_ROUTES.me}`,
        JSON.stringify({ statefront_meta: { coming_soon_banner_dismissed: 'yes' } }),
        'rest',
        {
          'content-type': 'application/json',
          [NONCE_HEADER.toLowerCase()]: target.restNonce,
        },
      );
      await post('REST nonce', `${REST_ROOT}${REST_ROUTES.nonce}`, '{}', 'rest', {
        'content-type': 'application/json',
      });
      const guest = new Shopper(shop.app, '198.51.100.23');
      const guestPage = (await guest.get(ACCOUNT)).body;
      for (const [name, action, fields] of [
        ['log in', 'login', { email: 'cross-x@example.com', password: 'whatever it is' }],
        [
          'register',
          'register',
          { name: 'Mallory', email: `mallory-${Math.random()}@example.com`, phone: '', password: 'a long password' },
        ],
      ] as const) {
        const response = await guest.request({
          method: 'POST',
          url: `${ACCOUNT}${action}`,
          payload: new URLSearchParams({ _nonce: formNonce(guestPage, `${ACCOUNT}${action}`), ...fields }).toString(),
          headers: { ...FORM, ...headers },
        });
        attempts.push([name, response, 'page']);
      }
      for (const [name, response, format] of attempts) {
        expect(response.statusCode, name).toBe(403);
        expectShopAnswer(response, format);
      }
      // Still logged in, the same cart, no order, no account for the forged registration.
      expect((await shopper.get(ACCOUNT)).body).toContain('Hello Target');
      expect(await cartCount(shopper)).toBe(before);
      expect(await shop.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
      expect(await shop.db.selectFrom('users').where('email', 'like', 'mallory-%').select('id').execute()).toHaveLength(
        0,
      );
    });

    it('still takes the same changes from the shop’s own pages and from clients that send no such headers', async () => {
      const { shopper, productId } = await shopperWithCart('198.51.100.24');
      const sameOrigin = await shopper.request({
        method: 'POST',
        url: '/cart-api/add_to_cart',
        payload: `product_id=${productId}`,
        headers: { ...FORM, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      });
      expect(sameOrigin.statusCode).toBe(200);
      const script = await shopper.postForm('/cart-api/add_to_cart', { product_id: String(productId) });
      expect(script.statusCode).toBe(200);
      // Without the headers a nonce is still needed where one was.
      const noNonce = await shopper.postForm(`${ACCOUNT}logout`, {});
      expect(noNonce.statusCode).toBe(403);
    });

    it('follows ?add-to-cart= and the store notice dismiss links from any site', async () => {
      const visitor = new Shopper(shop.app, '198.51.100.25');
      const product = await shop.db
        .selectFrom('products')
        .select('id')
        .where('type', '=', 'simple')
        .where('stock_status', '=', 'instock')
        .executeTakeFirstOrThrow();
      const added = await visitor.request({
        method: 'GET',
        url: `/shop/?add-to-cart=${product.id}`,
        headers: CROSS_SITE,
      });
      expect(added.statusCode).toBe(303);
      expect(JSON.parse((await visitor.get('/cart-api/get_refreshed_fragments')).body).cart_hash).not.toBe('');
      const dismissed = await visitor.request({
        method: 'GET',
        url: '/shop/?dismiss-store-notice=welcome-2026',
        headers: CROSS_SITE,
      });
      expect(dismissed.statusCode).toBe(303);
      expect(visitor.cookies.get('store_noticewelcome-2026')).toBe('hidden');
    });
  });

  describe('malformed requests', () => {
    it("answers a product path past the router's parameter length with the 404 page", async () => {
      const response = await shop.app.inject({ url: `/product/${'a'.repeat(101)}/` });
      expect(response.statusCode).toBe(404);
      expectShopAnswer(response, 'page');
      expect(response.body).toContain('Page not found');
    });

    it.each([
      ['a JSON body that does not parse', 'application/json', '{"oops'],
      ['an XML body', 'application/xml', '<cart/>'],
      ['a body past the size limit', 'application/x-www-form-urlencoded', `a=${'x'.repeat(70 * 1024)}`],
      ['an empty JSON body', 'application/json', ''],
    ])("answers %s on every page form with the shop's page", async (_what, type, payload) => {
      for (const url of [
        '/cart/',
        '/checkout/',
        `${ACCOUNT}login`,
        `${ACCOUNT}register`,
        `${ACCOUNT}logout`,
        '/product/x/',
        '/shop/',
      ]) {
        const response = await shop.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expectShopAnswer(response, 'page');
      }
      for (const endpoint of ['add_to_cart', 'remove_from_cart', 'get_refreshed_fragments', 'nope']) {
        const response = await shop.app.inject({
          method: 'POST',
          url: `/cart-api/${endpoint}`,
          headers: { 'content-type': type },
          payload,
        });
        expectShopAnswer(response, 'cart');
      }
      for (const route of [REST_ROUTES.nonce, REST_ROUTES.me, 'statefront/v1/nope']) {
        const response = await shop.app.inject({
          method: 'POST',
          url: `${REST_ROOT}${route}`,
          headers: { 'content-type': type },
          payload,
        });
        expectShopAnswer(response, 'rest');
      }
    });

    it.each([
      ['a malformed dismiss id', '/shop/?dismiss-store-notice=%3Cscript%3E'],
      ['an undecodable path', '/product/%E0%A4%A/'],
      ['a NUL in a slug', '/product/a%00b/'],
      ['a huge page number', `/shop/page/${'9'.repeat(300)}/`],
      ['a nonsense order id', `/checkout/order-received/${'1'.repeat(200)}/?key=x`],
      ['a remove link with garbage', '/cart/?remove_item=../../&_nonce[]=1'],
      ['repeated query parameters', '/shop/?orderby=price&orderby=date&add-to-cart=1&add-to-cart=2'],
    ])("answers %s with the shop's page", async (_what, url) => {
      const response = await shop.app.inject({ url });
      if (response.statusCode >= 300 && response.statusCode < 400) return;
      expectShopAnswer(response, 'page');
    });
  });

  describe('visitors who only look', () => {
    const rows = async () => ({
      sessions: (await shop.db.selectFrom('sessions').select('id').execute()).length,
      nonces: (await shop.db.selectFrom('nonces').select('token').execute()).length,
    });

    it('create no session or nonce rows by opening my-account or asking for a REST nonce, 40 times', async () => {
      const before = await rows();
      for (let i = 0; i < 20; i++) {
        const page = await shop.app.inject({ url: ACCOUNT, remoteAddress: `198.51.100.${30 + i}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`action="${ACCOUNT}login"`);
        const nonce = await shop.app.inject({
          method: 'POST',
          url: `${REST_ROOT}${REST_ROUTES.nonce}`,
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(nonce.statusCode).toBe(200);
        expect(nonce.json().nonce).toEqual(expect.any(String));
      }
      expect(await rows()).toEqual(before);
    });

    it('get a session only when they log in, register or add to the cart', async () => {
      const before = await rows();
      const visitor = new Shopper(shop.app, '198.51.100.60');
      const html = (await visitor.get(ACCOUNT)).body;
      expect((await rows()).sessions).toBe(before.sessions);
      const registered = await visitor.postForm(`${ACCOUNT}register`, {
        _nonce: formNonce(html, `${ACCOUNT}register`),
        name: 'Looker',
        email: 'looker@example.com',
        phone: '',
        password: 'a long password',
      });
      expect(registered.statusCode).toBe(303);
      expect((await rows()).sessions).toBe(before.sessions + 1);
    });

    it('cannot use a form nonce taken from another visitor’s page', async () => {
      const owner = new Shopper(shop.app, '198.51.100.61');
      const nonce = formNonce((await owner.get(ACCOUNT)).body, `${ACCOUNT}register`);
      const thief = new Shopper(shop.app, '198.51.100.62');
      await thief.get(ACCOUNT);
      const response = await thief.postForm(`${ACCOUNT}register`, {
        _nonce: nonce,
        name: 'Thief',
        email: 'thief@example.com',
        phone: '',
        password: 'a long password',
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(ACCOUNT_MESSAGES.expired);
    });
  });
});
