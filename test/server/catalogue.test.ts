import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontConfig } from '../../domain/storefrontConfig';
import { ORDERBY } from '../../server/catalogue/orderby';
import type { Product } from '../../server/db/schema';
import {
  DEMO_PRODUCT_COUNT,
  LOW_STOCK_SLUGS,
  ON_SALE_SLUGS,
  OUT_OF_STOCK_SLUGS,
  seedDemoCatalogue,
  VARIABLE_SLUGS,
} from '../../server/db/seed';
import { parsePage, Shopper, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { EXPECTED_ORDER, effectivePrice } from '../support/orders';
import { useTestShop } from '../support/server';

const PER_PAGE = 12;
const PAGES = Math.ceil(DEMO_PRODUCT_COUNT / PER_PAGE);

/** The Location of a GET for `path` sent exactly as written (no client-side normalising). */
function rawLocation(port: number, path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers.location));
    });
    req.on('error', reject);
    req.end();
  });
}

const cardNames = (doc: Document) => [...doc.querySelectorAll('.products .product-card__title')].map(textOf);
const configOf = (doc: Document): StorefrontConfig =>
  JSON.parse(doc.querySelector('meta[name="statefront-config"]')?.getAttribute('content') ?? 'null');
const headerCount = (doc: Document) => textOf(doc.querySelector('.site-header .cart-contents-count'));
const noticeTexts = (doc: Document) => [...doc.querySelectorAll('.notices-wrapper .notice')].map(textOf);

describeOnDatabases('catalogue pages', (database) => {
  const shop = useTestShop(database, { seed: [seedDemoCatalogue] });
  let products: Product[];
  const bySlug = (slug: string) => {
    const p = products.find((x) => x.slug === slug);
    if (!p) throw new Error(`no product ${slug} in the seed`);
    return p;
  };

  beforeAll(async () => {
    products = await shop.db.selectFrom('products').selectAll().execute();
  });

  const page = shop.page;

  describe('pages', () => {
    it('shows the shop listing: grid, result count, sort form, pagination, header and footer', async () => {
      const doc = await page('/shop/');
      expect(doc.title).toBe('Shop – Statefront Supply');
      expect(textOf(doc.querySelector('h1'))).toBe('Shop');
      expect(doc.querySelectorAll('.products > .product-card')).toHaveLength(PER_PAGE);
      expect(textOf(doc.querySelector('.result-count'))).toBe(`Showing 1–${PER_PAGE} of ${DEMO_PRODUCT_COUNT} results`);

      const form = doc.querySelector('form.sort-form');
      expect(form?.getAttribute('method')).toBe('get');
      expect(form?.getAttribute('action')).toBe('/shop/');
      const values = [...doc.querySelectorAll('select[name="orderby"] option')].map((o) => o.getAttribute('value'));
      expect(values).toEqual([...ORDERBY]);
      expect(form?.querySelector('noscript')?.innerHTML).toContain('Sort');

      const pages = [...doc.querySelectorAll('nav.pagination a[aria-label^="Page"]')].map((a) =>
        a.getAttribute('href'),
      );
      expect(pages).toEqual(Array.from({ length: PAGES - 1 }, (_, i) => `/shop/?paged=${i + 2}`));
      expect(doc.querySelector('nav.pagination [aria-current="page"]')?.textContent).toBe('1');

      // The header's "Shop" menu: every category, in menu order.
      const nav = [...doc.querySelectorAll('.site-nav #site-nav-shop a')].map((a) => [
        textOf(a),
        a.getAttribute('href'),
      ]);
      expect(nav).toEqual([
        ['All products', '/shop/'],
        ['Mugs', '/product-category/mugs/'],
        ['Notebooks', '/product-category/notebooks/'],
        ['Posters', '/product-category/posters/'],
        ['Plants', '/product-category/plants/'],
        ['Lamps', '/product-category/lamps/'],
        ['Textiles', '/product-category/textiles/'],
      ]);
      expect(doc.querySelector('.site-header a.cart-contents')?.getAttribute('href')).toBe('/cart/');
      expect(headerCount(doc)).toBe('0 items – $0.00');
      expect(doc.querySelector('footer.site-footer')).not.toBeNull();
      expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toMatch(/^\/assets\//);
    });

    it('gives every card an image, a name linking to the product and a price', async () => {
      const doc = await page('/shop/');
      for (const card of doc.querySelectorAll('.product-card')) {
        const name = textOf(card.querySelector('.product-card__title'));
        const product = products.find((p) => p.name === name);
        expect(product, name).toBeDefined();
        expect(card.querySelector('a.product-card__link')?.getAttribute('href')).toBe(`/product/${product?.slug}/`);
        expect(card.querySelector('img')?.getAttribute('src')).toMatch(
          new RegExp(`^/media/products/${product?.slug}\\.[A-Za-z0-9_-]{10}\\.svg$`),
        );
        expect(textOf(card.querySelector('.price'))).toMatch(/\$\d/);
      }
    });

    it('shows a sale price as a sale: the old price struck through, the new one marked', async () => {
      const onSale = bySlug(ON_SALE_SLUGS[0]!);
      const doc = await page('/product-category/mugs/');
      const card = [...doc.querySelectorAll('.product-card')].find(
        (c) => textOf(c.querySelector('.product-card__title')) === onSale.name,
      );
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      expect(textOf(card?.querySelector('.price del'))).toBe(`Original price was: ${dollars(onSale.price_cents)}`);
      expect(textOf(card?.querySelector('.price ins'))).toBe(`Current price is: ${dollars(onSale.sale_price_cents!)}`);
      expect(textOf(card?.querySelector('.badge--sale'))).toBe('Sale!');
    });

    it('shows a category listing with its own products, description and current menu item', async () => {
      const doc = await page('/product-category/mugs/');
      expect(textOf(doc.querySelector('h1'))).toBe('Mugs');
      expect(textOf(doc.querySelector('.term-description'))).toMatch(/mugs/i);
      expect(textOf(doc.querySelector('.result-count'))).toBe('Showing all 11 results');
      expect(doc.querySelector('nav.pagination')).toBeNull();
      expect(doc.querySelector('form.sort-form')?.getAttribute('action')).toBe('/product-category/mugs/');
      expect(doc.querySelector('.site-nav a[aria-current="page"]')?.textContent).toBe('Mugs');
      const mugIds = (
        await shop.db
          .selectFrom('product_categories')
          .innerJoin('categories', 'categories.id', 'product_categories.category_id')
          .select('product_id')
          .where('categories.slug', '=', 'mugs')
          .execute()
      ).map((r) => r.product_id);
      const expected = products.filter((p) => mugIds.includes(p.id)).sort(EXPECTED_ORDER.menu_order);
      expect(cardNames(doc)).toEqual(expected.map((p) => p.name));
    });

    it('shows a product page with price, stock, SKU, description and an add form', async () => {
      const product = products.find(
        (p) => p.type === 'simple' && p.stock_status === 'instock' && !LOW_STOCK_SLUGS.includes(p.slug),
      )!;
      const doc = await page(`/product/${product.slug}/`);
      expect(doc.title).toBe(`${product.name} – Statefront Supply`);
      expect(textOf(doc.querySelector('h1'))).toBe(product.name);
      expect(textOf(doc.querySelector('.product__meta'))).toContain(`SKU: ${product.sku}`);
      expect(textOf(doc.querySelector('.stock'))).toBe(`${product.stock_quantity} in stock`);
      expect(textOf(doc.querySelector('.product__description'))).toContain(product.description);
      const form = doc.querySelector('form.cart');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe(`/product/${product.slug}/`);
      expect(form?.querySelector('button[name="add-to-cart"]')?.getAttribute('value')).toBe(String(product.id));
      expect(doc.querySelector('.breadcrumb a[href^="/product-category/"]')).not.toBeNull();
    });

    it('offers no add form for an out-of-stock or a variable product', async () => {
      const out = await page(`/product/${OUT_OF_STOCK_SLUGS[0]}/`);
      expect(textOf(out.querySelector('.stock'))).toBe('Out of stock');
      expect(out.querySelector('form.cart')).toBeNull();
      const variable = await page(`/product/${VARIABLE_SLUGS[0]}/`);
      expect(variable.querySelector('form.cart')).toBeNull();
      expect(textOf(variable.querySelector('.product__choice'))).toMatch(/options/);
    });

    it('shows an empty cart page to a new shopper', async () => {
      const doc = await page('/cart/');
      expect(textOf(doc.querySelector('h1'))).toBe('Cart');
      expect(textOf(doc.querySelector('.cart-empty'))).toContain('Your cart is currently empty.');
      expect(doc.querySelector('.cart-empty a')?.getAttribute('href')).toBe('/shop/');
      // Search results and shared links describe the page with it.
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'Your cart at Statefront Supply: change quantities, remove products, then check out.',
      );
    });
  });

  describe('pictures', () => {
    it('loads the first row of a listing at once and first, the rest lazily', async () => {
      const doc = await page('/shop/');
      const images = [...doc.querySelectorAll('.products .product-card img')];
      const eager = images.filter((img) => img.getAttribute('loading') !== 'lazy');
      expect(eager).toEqual(images.slice(0, 5));
      expect(eager.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high', 'high']);
      expect(images.slice(5).every((img) => img.getAttribute('fetchpriority') === null)).toBe(true);
    });
  });

  describe('storefront configuration', () => {
    it('embeds the storefront configuration in every page, is_cart only on the cart page', async () => {
      for (const url of ['/shop/', '/product-category/lamps/', `/product/${products[0]!.slug}/`, '/no-such-page/']) {
        const res = await shop.app.inject({ method: 'GET', url });
        const config = configOf(parsePage(res.body));
        expect(config, url).toMatchObject({
          endpoint: expect.stringContaining('%%endpoint%%'),
          cart_url: '/cart/',
          cart_redirect_after_add: 'no',
          is_cart: false,
          i18n_view_cart: 'View cart',
          rest_root: '/api/',
        });
      }
      expect(configOf(await page('/cart/')).is_cart).toBe(true);
    });

    it('says "yes" to cart_redirect_after_add when the shop is set to, and the fallback add goes to the cart', async () => {
      const redirecting = await shop.appWith({ cartRedirectAfterAdd: 'yes' });
      const doc = parsePage((await redirecting.inject({ method: 'GET', url: '/shop/' })).body);
      expect(configOf(doc).cart_redirect_after_add).toBe('yes');
      const simple = products.find((p) => p.type === 'simple' && p.stock_status === 'instock')!;
      const shopper = new Shopper(redirecting);
      const added = await shopper.get(`/shop/?add-to-cart=${simple.id}`);
      expect(added.statusCode).toBe(303);
      expect(added.headers.location).toBe('/cart/');
      const cart = parsePage((await shopper.get('/cart/')).body);
      expect(textOf(cart.querySelector('.cart .product-name'))).toBe(simple.name);
    });
  });

  describe('sorting', () => {
    it.each(ORDERBY.map((o) => [o]))('orderby=%s lists the first page in its order and keeps the choice', async (o) => {
      const doc = await page(`/shop/?orderby=${o}`);
      const expected = [...products].sort(EXPECTED_ORDER[o]).slice(0, PER_PAGE);
      expect(cardNames(doc)).toEqual(expected.map((p) => p.name));
      expect(doc.querySelector('select[name="orderby"] option[selected]')?.getAttribute('value')).toBe(o);
      const next = doc.querySelector('nav.pagination a[rel="next"]')?.getAttribute('href');
      expect(next).toBe(o === 'menu_order' ? '/shop/?paged=2' : `/shop/?orderby=${o}&paged=2`);
    });

    it('walks every page of price low to high: each product once, by effective (sale) price', async () => {
      const seen: string[] = [];
      for (let paged = 1; paged <= PAGES; paged++) {
        const doc = await page(`/shop/?orderby=price&paged=${paged}`);
        seen.push(...cardNames(doc));
      }
      expect(new Set(seen).size).toBe(DEMO_PRODUCT_COUNT);
      const prices = seen.map((name) => effectivePrice(products.find((p) => p.name === name)!));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      // A sale really moves a product: its sale price decides its place, not its regular price.
      const onSale = products.filter((p) => p.sale_price_cents !== null);
      expect(onSale.some((p) => seen.indexOf(p.name) !== seen.length - 1)).toBe(true);
    });

    it('sorts a category listing too', async () => {
      const doc = await page('/product-category/lamps/?orderby=price-desc');
      const prices = cardNames(doc).map((name) => effectivePrice(products.find((p) => p.name === name)!));
      expect(prices).toHaveLength(11);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    it.each([['bogus'], ['PRICE'], ['price%20'], ['']])('falls back to the default order for orderby=%s', async (o) => {
      const doc = await page(`/shop/?orderby=${o}`);
      expect(cardNames(doc)).toEqual(
        [...products]
          .sort(EXPECTED_ORDER.menu_order)
          .slice(0, PER_PAGE)
          .map((p) => p.name),
      );
      expect(doc.querySelector('select[name="orderby"] option[selected]')?.getAttribute('value')).toBe('menu_order');
    });
  });

  describe('pagination', () => {
    it('shows the second page with its range and links back', async () => {
      const doc = await page('/shop/?paged=2');
      expect(textOf(doc.querySelector('.result-count'))).toBe(`Showing 13–24 of ${DEMO_PRODUCT_COUNT} results`);
      expect(doc.querySelector('nav.pagination a[rel="prev"]')?.getAttribute('href')).toBe('/shop/');
      expect(doc.title).toBe('Shop – Page 2 – Statefront Supply');
      expect(cardNames(doc)).toEqual(
        [...products]
          .sort(EXPECTED_ORDER.menu_order)
          .slice(PER_PAGE, 2 * PER_PAGE)
          .map((p) => p.name),
      );
    });

    it('shows the last page with what is left', async () => {
      const doc = await page(`/shop/?paged=${PAGES}`);
      expect(cardNames(doc)).toHaveLength(DEMO_PRODUCT_COUNT - (PAGES - 1) * PER_PAGE);
      expect(doc.querySelector('nav.pagination a[rel="next"]')).toBeNull();
    });

    it.each([[`${PAGES + 1}`], ['999999'], ['0'], ['-1'], ['abc'], ['1.5'], ['2e1'], ['']])(
      'answers paged=%s with the 404 page',
      async (paged) => {
        const doc = await page(`/shop/?paged=${paged}`, 404);
        expect(textOf(doc.querySelector('h1'))).toBe('Page not found');
      },
    );

    it('answers a category page past its end with the 404 page', async () => {
      await page('/product-category/mugs/?paged=2', 404);
    });
  });

  describe('not found', () => {
    it.each([['/product/no-such-product/'], ['/product-category/no-such-category/'], ['/no/such/page/']])(
      '%s gets the 404 page with header and footer',
      async (url) => {
        const doc = await page(url, 404);
        expect(doc.title).toBe('Page not found – Statefront Supply');
        expect(textOf(doc.querySelector('h1'))).toBe('Page not found');
        expect(doc.querySelector('.site-nav a[href="/product-category/mugs/"]')).not.toBeNull();
        expect(doc.querySelector('footer.site-footer')).not.toBeNull();
        expect(doc.querySelector('main a[href="/shop/"]')).not.toBeNull();
      },
    );

    it('sends a path without its trailing slash to the canonical one, keeping the query', async () => {
      const bare = await shop.app.inject({ method: 'GET', url: '/shop' });
      expect(bare.statusCode).toBe(301);
      expect(bare.headers.location).toBe('/shop/');
      const sorted = await shop.app.inject({ method: 'GET', url: `/product/${products[0]!.slug}?x=1` });
      expect(sorted.statusCode).toBe(301);
      expect(sorted.headers.location).toBe(`/product/${products[0]!.slug}/?x=1`);
    });

    it('never redirects to another site from a path that starts with slashes', async () => {
      // Over a real socket: app.inject normalises the path before the router sees it.
      const server = await shop.appWith();
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as AddressInfo;
      const paths = [
        '/.//evil.example/shop',
        '/.//evil.example',
        '/shop/..//evil.example',
        '//evil.example/shop',
        '/.//evil.example/?add-to-cart=1',
      ];
      const locations: string[] = [];
      for (const path of paths) {
        const location = await rawLocation(port, path);
        if (location !== undefined) locations.push(location);
      }
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) {
        expect(location.startsWith('//'), location).toBe(false);
        expect(new URL(location, 'http://shop.test/').host, location).toBe('shop.test');
      }
    });
  });

  describe('bad input', () => {
    const simpleInStock = () =>
      products.find((p) => p.type === 'simple' && p.stock_status === 'instock' && !LOW_STOCK_SLUGS.includes(p.slug))!;

    it.each([
      ['/shop/?orderby=%ZZ'],
      ['/shop/?orderby=%'],
      ['/shop/?orderby[]=price'],
      ['/shop/?orderby=price&orderby=rating'],
      ['/shop/?orderby[x]=price'],
      ['/shop/?orderby=<4000 x>', `/shop/?orderby=${'x'.repeat(4000)}`],
      ['/shop/?%E0%A4%A=1'],
      ['/shop/?=&&=&&'],
      ['/shop/?paged=%ZZ'],
      ['/shop/?paged[]=2'],
      ['/shop/?paged=2&paged=3'],
      ['/shop/?paged=<400 nines>', `/shop/?paged=${'9'.repeat(400)}`],
      ['/shop/?paged=%00'],
      ['/shop/?add-to-cart=%ZZ'],
      ['/shop/?add-to-cart[]=1'],
      ['/shop/?add-to-cart=1&add-to-cart=2'],
      ['/shop/?add-to-cart=<300 nines>', `/shop/?add-to-cart=${'9'.repeat(300)}`],
      ['/shop/?add-to-cart=-1'],
      ['/shop/?add-to-cart=1&quantity=%ZZ'],
      ['/shop/?add-to-cart=1&quantity=99999999999'],
      ['/product/%E0%A4%A/'],
      ['/product/%ZZ/'],
      ['/product/%00/'],
      ['/product-category/%00/'],
      ['/media/products/%00.svg'],
      ['/product/<600 a>/', `/product/${'a'.repeat(600)}/`],
      ['/product-category/<200 é>/', `/product-category/${'%C3%A9'.repeat(200)}/`],
      ['/product-category/mugs/?orderby=%ZZ&paged=%ZZ'],
      ['/cart/?%'],
      ['/media/products/%ZZ.svg'],
    ])('%s never gives a server error', async (label, url = label) => {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(
        response.statusCode,
        `${label} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
      ).toBeLessThan(500);
    });

    it('answers a product slug with broken percent-encoding with the 404 page', async () => {
      const doc = await page('/product/%E0%A4%A/', 404);
      expect(textOf(doc.querySelector('h1'))).toBe('Page not found');
    });

    it('lists the default first page for an orderby that is not a plain value', async () => {
      for (const q of ['orderby[]=price', 'orderby=price&orderby=rating', 'orderby=%ZZ']) {
        const doc = await page(`/shop/?${q}`);
        expect(doc.querySelector('select[name="orderby"] option[selected]')?.getAttribute('value'), q).toBe(
          'menu_order',
        );
      }
    });

    it('changes no cart for a malformed add-to-cart, and says why', async () => {
      const shopper = new Shopper(shop.app);
      for (const q of ['add-to-cart=%ZZ', 'add-to-cart=1&add-to-cart=2', `add-to-cart=${'9'.repeat(300)}`]) {
        const response = await shopper.get(`/shop/?${q}`);
        expect(response.statusCode, q).toBe(303);
        expect(response.headers.location, q).toBe('/shop/');
      }
      const { response } = await shopper.visit(`/shop/?add-to-cart=${simpleInStock().id}&quantity=0`);
      const doc = parsePage(response.body);
      expect(noticeTexts(doc)).toEqual(['Please enter a whole number quantity of at least 1.']);
      expect(headerCount(doc)).toBe('0 items – $0.00');
    });
  });

  describe('add-to-cart link (GET fallback, no JavaScript)', () => {
    const inStockSimple = () =>
      products.filter((p) => p.type === 'simple' && p.stock_status === 'instock' && !LOW_STOCK_SLUGS.includes(p.slug));

    it('carries data-product_id, data-quantity and data-product_sku on products that add in place', async () => {
      const doc = await page('/shop/?orderby=price');
      for (const card of doc.querySelectorAll('.product-card')) {
        const product = products.find((p) => p.name === textOf(card.querySelector('.product-card__title')))!;
        const link = card.querySelector('a.button')!;
        if (product.type === 'simple' && product.stock_status === 'instock') {
          expect(link.getAttribute('data-product_id')).toBe(String(product.id));
          expect(link.getAttribute('data-quantity')).toBe('1');
          expect(link.getAttribute('data-product_sku')).toBe(product.sku);
          expect(link.getAttribute('href')).toBe(`/shop/?orderby=price&add-to-cart=${product.id}`);
          expect(textOf(link)).toBe('Add to cart');
        } else {
          expect(link.hasAttribute('data-product_id')).toBe(false);
          expect(link.getAttribute('href')).toBe(`/product/${product.slug}/`);
        }
      }
    });

    it('links out-of-stock and variable products to their product page', async () => {
      const doc = await page('/product-category/mugs/');
      const linkOf = (slug: string) =>
        [...doc.querySelectorAll('.product-card')]
          .find((c) => textOf(c.querySelector('.product-card__title')) === bySlug(slug).name)
          ?.querySelector('a.button');
      const out = OUT_OF_STOCK_SLUGS.find((s) => doc.body.innerHTML.includes(`/product/${s}/`))!;
      const variable = VARIABLE_SLUGS.find((s) => doc.body.innerHTML.includes(`/product/${s}/`))!;
      expect(linkOf(out)?.getAttribute('href')).toBe(`/product/${out}/`);
      expect(textOf(linkOf(out))).toBe('Read more');
      expect(linkOf(variable)?.getAttribute('href')).toBe(`/product/${variable}/`);
      expect(textOf(linkOf(variable))).toBe('Select options');
      expect(linkOf(variable)?.hasAttribute('data-product_id')).toBe(false);
    });

    it('adds the product, comes back to the page without the parameter, and shows the notice and count', async () => {
      const product = inStockSimple()[0]!;
      const shopper = new Shopper(shop.app);
      const response = await shopper.get(`/shop/?orderby=price&paged=2&add-to-cart=${product.id}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/shop/?orderby=price&paged=2');
      const session = response.cookies.find((c) => c.name === 'sf_session') as {
        httpOnly?: boolean;
        sameSite?: string;
      };
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

      const doc = parsePage((await shopper.get('/shop/?orderby=price&paged=2')).body);
      expect(noticeTexts(doc)).toEqual([`“${product.name}” has been added to your cart. View cart`]);
      expect(doc.querySelector('.notice a')?.getAttribute('href')).toBe('/cart/');
      const price = `$${(effectivePrice(product) / 100).toFixed(2)}`;
      expect(headerCount(doc)).toBe(`1 item – ${price}`);
      expect(textOf(doc.querySelector('.widget_shopping_cart_content'))).toContain(product.name);

      // The notice is said once; the count stays.
      const again = parsePage((await shopper.get('/shop/?orderby=price&paged=2')).body);
      expect(noticeTexts(again)).toEqual([]);
      expect(headerCount(again)).toBe(`1 item – ${price}`);
    });

    it('adds again to the same line, and adds the quantity asked for', async () => {
      const product = inStockSimple()[1]!;
      const shopper = new Shopper(shop.app);
      await shopper.visit(`/product-category/mugs/?add-to-cart=${product.id}`);
      const { response, url } = await shopper.visit(`/product-category/mugs/?add-to-cart=${product.id}&quantity=2`);
      expect(url).toBe('/product-category/mugs/');
      expect(headerCount(parsePage(response.body))).toMatch(/^3 items – /);
      const cart = parsePage((await shopper.get('/cart/')).body);
      expect(cart.querySelectorAll('.cart .cart_item')).toHaveLength(1);
      expect(cart.querySelector<HTMLInputElement>('.cart input.qty')?.getAttribute('value')).toBe('3');
      expect(textOf(cart.querySelector('.cart .product-name'))).toBe(product.name);
    });

    it('sends an out-of-stock product to its page with an error notice, adding nothing', async () => {
      const product = bySlug(OUT_OF_STOCK_SLUGS[0]!);
      const shopper = new Shopper(shop.app);
      const response = await shopper.get(`/shop/?add-to-cart=${product.id}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/product/${product.slug}/`);
      const doc = parsePage((await shopper.get(response.headers.location as string)).body);
      expect(textOf(doc.querySelector('[role="alert"]'))).toBe(
        `You cannot add “${product.name}” to the cart because the product is out of stock.`,
      );
      expect(headerCount(doc)).toBe('0 items – $0.00');
    });

    it('sends a variable product to its page asking for a choice', async () => {
      const product = bySlug(VARIABLE_SLUGS[1]!);
      const shopper = new Shopper(shop.app);
      const { response, url } = await shopper.visit(`/shop/?add-to-cart=${product.id}`);
      expect(url).toBe(`/product/${product.slug}/`);
      const doc = parsePage(response.body);
      expect(textOf(doc.querySelector('[role="alert"]'))).toContain(
        `Please choose product options for “${product.name}”`,
      );
      expect(headerCount(doc)).toBe('0 items – $0.00');
    });

    it('sends a low-stock product asked for beyond its stock to its page, adding nothing', async () => {
      const product = bySlug(LOW_STOCK_SLUGS[0]!);
      const shopper = new Shopper(shop.app);
      const { response, url } = await shopper.visit(
        `/shop/?add-to-cart=${product.id}&quantity=${product.stock_quantity! + 1}`,
      );
      expect(url).toBe(`/product/${product.slug}/`);
      const doc = parsePage(response.body);
      expect(textOf(doc.querySelector('[role="alert"]'))).toContain('there is not enough stock');
      expect(headerCount(doc)).toBe('0 items – $0.00');
    });

    it('comes back with "could not be found" for an unknown product id', async () => {
      const shopper = new Shopper(shop.app);
      const { response, url } = await shopper.visit('/shop/?orderby=rating&add-to-cart=987654');
      expect(url).toBe('/shop/?orderby=rating');
      const doc = parsePage(response.body);
      expect(noticeTexts(doc)).toEqual(['Sorry, that product could not be found.']);
      expect(response.statusCode).toBe(200);
    });

    it('adds from the product page form (POST) and shows the notice there', async () => {
      const product = inStockSimple()[2]!;
      const shopper = new Shopper(shop.app);
      await shopper.get(`/product/${product.slug}/`);
      const posted = await shopper.request({
        method: 'POST',
        url: `/product/${product.slug}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `quantity=2&add-to-cart=${product.id}`,
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(`/product/${product.slug}/`);
      const doc = parsePage((await shopper.get(`/product/${product.slug}/`)).body);
      expect(noticeTexts(doc)[0]).toContain(`“${product.name}” has been added to your cart.`);
      expect(headerCount(doc)).toMatch(/^2 items – /);
    });

    it('keeps each shopper’s cart to themselves', async () => {
      const alice = new Shopper(shop.app);
      const bob = new Shopper(shop.app);
      await alice.visit(`/shop/?add-to-cart=${inStockSimple()[3]!.id}`);
      expect(headerCount(parsePage((await alice.get('/cart/')).body))).toMatch(/^1 item – /);
      expect(headerCount(parsePage((await bob.get('/cart/')).body))).toBe('0 items – $0.00');
    });
  });
});
