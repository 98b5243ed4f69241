import { beforeAll, describe, expect, it } from 'vitest';
import { refreshLoopBody } from '../../domain/listingFilter';
import { ORDERBY, type OrderBy } from '../../server/catalogue/orderby';
import { defaultShopSettings } from '../../server/config';
import type { Product } from '../../server/db/schema';
import { seedLargeCatalogue } from '../../server/db/seed-large';
import { parsePage, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { EXPECTED_ORDER, effectivePrice } from '../support/orders';
import { useTestShop } from '../support/server';

/**
 * Paging a catalogue larger than the demo: 300 products, 12 a page, so 25 pages and page
 * links with gaps. Every page of every order, category and filter must hold the right
 * products, each exactly once, however the listing is served.
 */
const PRODUCTS = 300;
const PER_PAGE = 12;
const PAGES = 25;
const TAG_PARAM = 'e-filter-shop-product_tag';

const slugsOn = (doc: Document | DocumentFragment) =>
  [...doc.querySelectorAll('.products .product-card__link')].map(
    (a) => /^\/product\/([^/]+)\/$/.exec(a.getAttribute('href') ?? '')?.[1] ?? '',
  );

/** The pagination bar as a shopper reads it: page numbers, "…" for gaps, [n] for the current page. */
const bar = (doc: Document | DocumentFragment) =>
  [...doc.querySelectorAll('nav.pagination li')].map((li) => {
    const current = li.querySelector('[aria-current="page"]');
    if (current) return `[${textOf(current)}]`;
    return li.getAttribute('aria-hidden') === 'true' ? '…' : textOf(li);
  });

describeOnDatabases('listing pages of a large catalogue', (database) => {
  // What is measured here is the listing itself, read fresh on the next request after a
  // write; the pages kept for visitors without a session (dropped when the database's
  // change notice arrives, a moment later) have suites of their own.
  const shop = useTestShop(database, {
    seed: [(db) => seedLargeCatalogue(db, PRODUCTS)],
    settings: { perPage: PER_PAGE, pageCache: { ...defaultShopSettings.pageCache, memoryBytes: 0 } },
  });
  let products: Product[];
  const inOrder = (o: OrderBy, keep: (p: Product) => boolean = () => true) =>
    products
      .filter(keep)
      .sort(EXPECTED_ORDER[o])
      .map((p) => p.slug);

  beforeAll(async () => {
    products = await shop.db.selectFrom('products').selectAll().execute();
  });

  const page = shop.page;

  /** Every page of a listing from the first until one has no "Next", in order. */
  const walk = async (path: string) => {
    const seen: string[] = [];
    let url: string | null | undefined = path;
    for (let n = 1; url; n++) {
      const doc = await page(url);
      expect(doc.querySelector('nav.pagination [aria-current="page"]')?.textContent ?? '1', url).toBe(String(n));
      seen.push(...slugsOn(doc));
      url = doc.querySelector('nav.pagination a[rel="next"]')?.getAttribute('href');
    }
    return seen;
  };

  it.each(ORDERBY.map((o) => [o]))(
    'walks every page of orderby=%s: each product once, in the order the sort promises',
    async (o) => {
      const seen = await walk(o === 'menu_order' ? '/shop/' : `/shop/?orderby=${o}`);
      expect(seen).toHaveLength(PRODUCTS);
      expect(seen).toEqual(inOrder(o));
    },
  );

  it('shows the first, a middle and the last page with their counts and a window of page links', async () => {
    const first = await page('/shop/');
    expect(textOf(first.querySelector('.result-count'))).toBe('Showing 1–12 of 300 results');
    expect(bar(first)).toEqual(['[1]', '2', '3', '4', '5', '…', '25', 'Next →']);

    const middle = await page('/shop/?paged=13');
    expect(textOf(middle.querySelector('.result-count'))).toBe('Showing 145–156 of 300 results');
    expect(bar(middle)).toEqual(['← Previous', '1', '…', '12', '[13]', '14', '…', '25', 'Next →']);
    expect(slugsOn(middle)).toEqual(inOrder('menu_order').slice(144, 156));

    const last = await page(`/shop/?paged=${PAGES}`);
    expect(textOf(last.querySelector('.result-count'))).toBe('Showing 289–300 of 300 results');
    expect(bar(last)).toEqual(['← Previous', '1', '…', '21', '22', '23', '24', '[25]']);
    expect(slugsOn(last)).toEqual(inOrder('menu_order').slice(288));
  });

  it('links each page number to its page, keeping the order', async () => {
    const doc = await page('/shop/?orderby=price-desc&paged=13');
    const links = [...doc.querySelectorAll('nav.pagination a[aria-label^="Page"]')].map((a) => [
      a.getAttribute('aria-label'),
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Page 1', '/shop/?orderby=price-desc'],
      ['Page 12', '/shop/?orderby=price-desc&paged=12'],
      ['Page 14', '/shop/?orderby=price-desc&paged=14'],
      ['Page 25', '/shop/?orderby=price-desc&paged=25'],
    ]);
  });

  it.each([
    [`/shop/?paged=${PAGES + 1}`],
    [`/shop/?orderby=price&paged=${PAGES + 1}`],
    ['/shop/?paged=999999'],
    ['/product-category/mugs/?paged=9'],
    [`/shop/?${TAG_PARAM}=eco&paged=8`],
  ])('answers %s, past the last page, with the 404 page', async (url) => {
    const doc = await page(url, 404);
    expect(textOf(doc.querySelector('h1'))).toBe('Page not found');
  });

  it('keeps products that share a price in one order, by id, on every request', async () => {
    const byPrice = new Map<number, number>();
    for (const p of products) byPrice.set(effectivePrice(p), (byPrice.get(effectivePrice(p)) ?? 0) + 1);
    const shared = [...byPrice].filter(([, n]) => n >= 3).map(([price]) => price);
    expect(shared.length).toBeGreaterThan(5);

    const once = await walk('/shop/?orderby=price');
    const again = await walk('/shop/?orderby=price');
    expect(again).toEqual(once);
    const idOf = new Map(products.map((p) => [p.slug, p.id]));
    const priceOf = new Map(products.map((p) => [p.slug, effectivePrice(p)]));
    for (const price of shared) {
      const ids = once.filter((slug) => priceOf.get(slug) === price).map((slug) => idOf.get(slug)!);
      expect(ids, `products at ${price} cents`).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  describe('a category', () => {
    let mugs: Set<number>;
    beforeAll(async () => {
      const rows = await shop.db
        .selectFrom('product_categories')
        .innerJoin('categories', 'categories.id', 'product_categories.category_id')
        .select('product_id')
        .where('categories.slug', '=', 'mugs')
        .execute();
      mugs = new Set(rows.map((r) => r.product_id));
    });

    it.each([['menu_order'], ['price'], ['popularity']] as const)(
      'lists each of its products once across its pages, by %s',
      async (o) => {
        const seen = await walk(`/product-category/mugs/${o === 'menu_order' ? '' : `?orderby=${o}`}`);
        expect(mugs.size).toBeGreaterThan(2 * PER_PAGE);
        expect(seen).toEqual(inOrder(o, (p) => mugs.has(p.id)));
      },
    );
  });

  describe('a tag filter', () => {
    let tagged: Map<string, Set<number>>;
    beforeAll(async () => {
      const rows = await shop.db
        .selectFrom('product_tags')
        .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
        .select(['tags.slug', 'product_tags.product_id'])
        .execute();
      tagged = new Map();
      for (const r of rows) tagged.set(r.slug, (tagged.get(r.slug) ?? new Set()).add(r.product_id));
    });
    const has = (tag: string) => (p: Product) => tagged.get(tag)?.has(p.id) ?? false;

    it.each([
      ['eco~gift', (p: Product) => has('eco')(p) || has('gift')(p)],
      ['eco+gift', (p: Product) => has('eco')(p) && has('gift')(p)],
      ['!eco', (p: Product) => !has('eco')(p)],
    ])('pages %s: each matching product once, in order', async (value, keep) => {
      const seen = await walk(`/shop/?orderby=date&${TAG_PARAM}=${encodeURIComponent(value)}`);
      expect(seen).toEqual(inOrder('date', keep));
    });

    it('gives the refresh call the same page as the page itself', async () => {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/statefront/v1/refresh-loop',
        // The body the browser's filter sends for page 3 of the price order.
        payload: refreshLoopBody(
          { terms: ['eco'], logic: 'or' },
          { widgetId: 'shop', taxonomy: 'product_tag', postId: 0 },
          '/shop/?orderby=price&paged=3',
        ),
      });
      expect(response.statusCode).toBe(200);
      const region = parsePage(`<body>${(response.json() as { data: string }).data}</body>`);
      const doc = await page(`/shop/?orderby=price&${TAG_PARAM}=eco&paged=3`);
      expect(slugsOn(region)).toEqual(inOrder('price', has('eco')).slice(24, 36));
      expect(slugsOn(region)).toEqual(slugsOn(doc));
      expect(bar(region)).toEqual(bar(doc));
    });
  });

  describe('when the catalogue changes', () => {
    // Written straight to the database, as an administrator or another app server would:
    // the shop hears of it from the database alone.
    it('lists a price change in its new place on the next request', async () => {
      await walk('/shop/?orderby=price');
      const cheapest = inOrder('price')[0]!;
      const moved = products.find((p) => p.slug === inOrder('price')[PER_PAGE * 3])!;
      await shop.db
        .updateTable('products')
        .set({ sale_price_cents: 1, price_cents: 1 })
        .where('id', '=', moved.id)
        .execute();
      try {
        const doc = await page('/shop/?orderby=price');
        expect(slugsOn(doc).slice(0, 2)).toEqual([moved.slug, cheapest]);
        expect(slugsOn(await page('/shop/?orderby=price&paged=4'))).not.toContain(moved.slug);
      } finally {
        await shop.db
          .updateTable('products')
          .set({ sale_price_cents: moved.sale_price_cents, price_cents: moved.price_cents })
          .where('id', '=', moved.id)
          .execute();
      }
      expect(await walk('/shop/?orderby=price')).toEqual(inOrder('price'));
    });

    it('counts and lists a product added, and a product put into a category', async () => {
      expect(textOf((await page('/shop/')).querySelector('.result-count'))).toBe('Showing 1–12 of 300 results');
      const [added] = await shop.db
        .insertInto('products')
        .values({
          slug: 'zz-new-arrival',
          name: 'New Arrival',
          sku: 'SF-TEST-NEW',
          type: 'simple',
          price_cents: 1000,
          stock_status: 'instock',
          stock_quantity: 5,
          menu_order: 0,
          rating: 0,
          rating_count: 0,
          sales_count: 0,
          short_description: '',
          description: '',
          images: JSON.stringify([]),
        })
        .returning('id')
        .execute();
      const mugs = await shop.db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', 'mugs')
        .executeTakeFirstOrThrow();
      try {
        const doc = await page('/shop/');
        expect(textOf(doc.querySelector('.result-count'))).toBe('Showing 1–12 of 301 results');
        expect(slugsOn(doc)[0]).toBe('zz-new-arrival');
        expect(bar(await page('/shop/?paged=26'))).toContain('[26]');
        expect(slugsOn(await page('/product-category/mugs/'))).not.toContain('zz-new-arrival');

        await shop.db
          .insertInto('product_categories')
          .values({ product_id: added!.id, category_id: mugs.id })
          .execute();
        expect(slugsOn(await page('/product-category/mugs/'))[0]).toBe('zz-new-arrival');
      } finally {
        await shop.db.deleteFrom('product_categories').where('product_id', '=', added!.id).execute();
        await shop.db.deleteFrom('products').where('id', '=', added!.id).execute();
      }
      expect(textOf((await page('/shop/')).querySelector('.result-count'))).toBe('Showing 1–12 of 300 results');
      await page('/shop/?paged=26', 404);
    });

    it('shows stock as it is now on a listing page it has read before', async () => {
      const first = inOrder('menu_order')[0]!;
      const product = products.find((p) => p.slug === first)!;
      const inStock = await page('/shop/');
      const card = () =>
        inStock.querySelector(`.product-card__link[href="/product/${first}/"]`)?.closest('.product-card');
      expect(card()?.textContent).not.toMatch(/Out of stock/);
      await shop.db
        .updateTable('products')
        .set({ stock_status: 'outofstock', stock_quantity: 0 })
        .where('id', '=', product.id)
        .execute();
      try {
        const after = await page('/shop/');
        const now = after.querySelector(`.product-card__link[href="/product/${first}/"]`)?.closest('.product-card');
        expect(now?.textContent).toMatch(/Out of stock/);
      } finally {
        await shop.db
          .updateTable('products')
          .set({ stock_status: product.stock_status, stock_quantity: product.stock_quantity })
          .where('id', '=', product.id)
          .execute();
      }
    });
  });
});
