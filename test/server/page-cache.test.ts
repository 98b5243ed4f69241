import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/db/seed';
import { parsePage, Shopper, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';
const PRIVATE = 'private, no-cache';

const cartCount = (html: string) => textOf(parsePage(html).querySelector('.site-header .cart-contents-count'));
const menu = (html: string) =>
  [...parsePage(html).querySelectorAll('.site-header a[href^="/product-category/"]')].map(textOf);
const varyOf = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/);

describeOnDatabases('pages for visitors without a session', (database) => {
  const shop = useTestShop(database, {
    seed: [seedDemoCatalogue],
    settings: { storeNotice: { id: 'spring', text: 'Spring sale on mugs.' } },
  });
  /** A simple product in stock on the first page of the shop. */
  let product: { id: number; slug: string; name: string; price_cents: number };

  beforeAll(async () => {
    const first = parsePage((await shop.app.inject({ url: '/shop/' })).body).querySelector('[data-product_id]');
    product = await shop.db
      .selectFrom('products')
      .select(['id', 'slug', 'name', 'price_cents'])
      .where('id', '=', Number(first?.getAttribute('data-product_id')))
      .executeTakeFirstOrThrow();
  });

  const anonymous = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });

  /** A shopper with one product in the cart. */
  async function shopperWithCart(): Promise<Shopper> {
    const shopper = new Shopper(shop.app);
    expect((await shopper.get(`/shop/?add-to-cart=${product.id}`)).statusCode).toBe(303);
    expect(shopper.cookies.has('sf_session')).toBe(true);
    return shopper;
  }

  describe.each(['/shop/', '/product-category/mugs/', `/product/giant-soup-mug/`, '/cart/'])('%s', (url) => {
    it('is public for a shared cache, with a strong ETag, and the same bytes for every such visitor', async () => {
      const first = await anonymous(url);
      const second = await anonymous(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC);
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(varyOf(first)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body).toBe(first.body);
    });

    it('answers 304 with no body to a browser that holds the page', async () => {
      const { headers } = await anonymous(url);
      const again = await anonymous(url, { 'if-none-match': String(headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(headers.etag);
      expect(again.headers['cache-control']).toBe(PUBLIC);
    });

    it('answers HEAD with the headers GET sends (a link checker or a CDN asking before it fetches)', async () => {
      const get = await anonymous(url);
      const head = await shop.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['cache-control']).toBe(PUBLIC);
      expect(head.headers.etag).toBe(get.headers.etag);
      const held = await shop.app.inject({
        method: 'HEAD',
        url,
        headers: { 'if-none-match': String(get.headers.etag) },
      });
      expect(held.statusCode).toBe(304);
    });

    it('stays private for a shopper with a session, even one holding the public page', async () => {
      const shopper = await shopperWithCart();
      const { headers } = await anonymous(url);
      const own = await shopper.request({ method: 'GET', url, headers: { 'if-none-match': String(headers.etag) } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe(PRIVATE);
      expect(varyOf(own)).toContain('cookie');
      expect(cartCount(own.body)).toMatch(/^1 item /);
    });
  });

  it('keeps the whole page when HEAD is the first to ask for it', async () => {
    const url = '/shop/?orderby=price-desc';
    const head = await shop.app.inject({ method: 'HEAD', url });
    expect(head.headers['cache-control']).toBe(PUBLIC);
    const get = await anonymous(url);
    expect(get.headers.etag).toBe(head.headers.etag);
    expect(parsePage(get.body).querySelectorAll('[data-product_id]').length).toBeGreaterThan(0);
  });

  it('never puts a shopper’s cart in the page a visitor without a session gets', async () => {
    const before = await anonymous('/shop/');
    expect(cartCount(before.body)).toMatch(/^0 items /);
    const shopper = await shopperWithCart();
    expect(cartCount((await shopper.get('/shop/')).body)).toMatch(/^1 item /);
    const after = await anonymous('/shop/');
    expect(cartCount(after.body)).toMatch(/^0 items /);
    expect(after.body).not.toContain(shopper.cookies.get('sf_session'));
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it('shows a catalogue change to the next visitor: a new price, a new category in the menu', async () => {
    const page = `/product/${product.slug}/`;
    const before = await anonymous(page);
    expect(textOf(parsePage(before.body).querySelector('.product__price'))).toContain(
      `$${(product.price_cents / 100).toFixed(2)}`,
    );
    await shop.db.updateTable('products').set({ price_cents: 4321 }).where('id', '=', product.id).execute();
    await shop.db
      .insertInto('categories')
      .values({ slug: 'lanterns', name: 'Lanterns', description: '', menu_order: 99 })
      .execute();
    // The database tells the server on its own connection: on Postgres a moment later.
    await expect
      .poll(async () => textOf(parsePage((await anonymous(page)).body).querySelector('.product__price')))
      .toContain('$43.21');
    const after = await anonymous(page);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(menu(after.body)).toContain('Lanterns');
    // The shopper with a session reads the same categories, kept in memory too.
    const shopper = await shopperWithCart();
    expect(menu((await shopper.get('/shop/')).body)).toContain('Lanterns');
  });

  it('sends the page compressed with brotli or gzip, each with its own ETag, the same page inside', async () => {
    const plain = await anonymous('/shop/');
    const br = await shop.app.inject({ url: '/shop/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const gzip = await shop.app.inject({ url: '/shop/', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.headers['cache-control']).toBe(PUBLIC);
    const again = await shop.app.inject({
      url: '/shop/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('compresses a session’s page too', async () => {
    const shopper = await shopperWithCart();
    const page = await shopper.request({ method: 'GET', url: '/shop/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(cartCount(brotliDecompressSync(page.rawPayload).toString())).toMatch(/^1 item /);
  });

  it('keeps a dismissed store notice out of other visitors’ pages, and that page out of shared caches', async () => {
    const visitor = new Shopper(shop.app);
    expect((await visitor.get('/shop/?dismiss-store-notice=spring')).statusCode).toBe(303);
    const dismissed = await visitor.get('/shop/');
    expect(dismissed.body).not.toContain('Spring sale on mugs.');
    expect(dismissed.headers['cache-control']).toBe(PRIVATE);
    const other = await anonymous('/shop/');
    expect(other.body).toContain('Spring sale on mugs.');
    expect(other.headers['cache-control']).toBe(PUBLIC);
    expect((await visitor.get('/shop/')).body).not.toContain('Spring sale on mugs.');
  });

  it('shows a one-time notice to its visitor only, never kept for the next', async () => {
    const visitor = new Shopper(shop.app);
    // An add-to-cart link naming no product: the notice rides a cookie to the next page.
    expect((await visitor.get('/shop/?add-to-cart=999999')).statusCode).toBe(303);
    const own = await visitor.get('/shop/');
    expect(textOf(parsePage(own.body).querySelector('.notices-wrapper'))).toContain(
      'Sorry, that product could not be found.',
    );
    expect(own.headers['cache-control']).toBe(PRIVATE);
    expect(textOf(parsePage((await anonymous('/shop/')).body).querySelector('.notices-wrapper'))).toBe('');
  });

  it('keeps the account page (its forms carry a visitor’s nonce) private', async () => {
    const account = await anonymous('/my-account/');
    expect(account.statusCode).toBe(200);
    expect(account.headers['cache-control']).toBe(PRIVATE);
    expect(account.headers.etag).toBeUndefined();
  });
});
