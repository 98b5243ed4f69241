import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/db/seed';
import { parsePage, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const PARAM = 'e-filter-shop-product_tag';
const cardNames = (doc: Document | DocumentFragment) =>
  [...doc.querySelectorAll('.products .product-card__title')].map(textOf).sort();

describeOnDatabases('listing filter', (database) => {
  const shop = useTestShop(database, { seed: [seedDemoCatalogue], settings: { perPage: 200 } });
  /** Product names by tag slug, read straight from the seeded tables. */
  let tagged: Map<string, Set<string>>;
  let allNames: string[];
  const withTags = (tags: string[], every: boolean) =>
    allNames.filter((n) =>
      every ? tags.every((t) => tagged.get(t)?.has(n)) : tags.some((t) => tagged.get(t)?.has(n)),
    );

  beforeAll(async () => {
    const rows = await shop.db
      .selectFrom('product_tags')
      .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
      .innerJoin('products', 'products.id', 'product_tags.product_id')
      .select(['tags.slug', 'products.name'])
      .execute();
    tagged = new Map();
    for (const r of rows) tagged.set(r.slug, (tagged.get(r.slug) ?? new Set()).add(r.name));
    allNames = (await shop.db.selectFrom('products').select('name').execute()).map((p) => p.name);
  });

  const listed = async (query: string) => {
    const res = await shop.app.inject({ method: 'GET', url: `/shop/?${query}` });
    expect(res.statusCode).toBe(200);
    return parsePage(res.body);
  };

  it('lists the products with any of the terms for ~ (OR)', async () => {
    const doc = await listed(`${PARAM}=eco~gift`);
    const expected = withTags(['eco', 'gift'], false).sort();
    expect(expected.length).toBeGreaterThan(withTags(['eco'], false).length);
    expect(cardNames(doc)).toEqual(expected);
    expect(textOf(doc.querySelector('.listing-region'))).toContain(`Showing all ${expected.length} results`);
  });

  it('lists the products with every term for + (AND), written literally or as %2B', async () => {
    const expected = withTags(['eco', 'gift'], true).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(withTags(['eco'], false).length);
    expect(cardNames(await listed(`${PARAM}=eco+gift`))).toEqual(expected);
    expect(cardNames(await listed(`${PARAM}=eco%2Bgift`))).toEqual(expected);
  });

  it('lists the products with none of the terms for ! (NOT)', async () => {
    const doc = await listed(`${PARAM}=eco!gift`);
    const excluded = new Set(withTags(['eco', 'gift'], false));
    expect(cardNames(doc)).toEqual(allNames.filter((n) => !excluded.has(n)).sort());
  });

  it('shows the filter bar with every tag, the "All" choice and the chosen terms and logic checked', async () => {
    const doc = await listed(`orderby=price&${PARAM}=eco+gift`);
    const form = doc.querySelector('form.listing-filter');
    expect(form?.getAttribute('method')).toBe('get');
    const boxes = [...doc.querySelectorAll<HTMLInputElement>('form.listing-filter input[type=checkbox]')];
    expect(boxes.length).toBe(tagged.size);
    expect(boxes.filter((b) => b.checked).map((b) => b.value)).toEqual(['eco', 'gift']);
    expect(doc.querySelector<HTMLInputElement>('form.listing-filter input[type=radio]:checked')?.value).toBe('and');
    expect(doc.querySelector('.listing-filter-all')?.getAttribute('href')).toBe('/shop/?orderby=price');
    // Sorting keeps the filter.
    expect(doc.querySelector<HTMLInputElement>(`.sort-form input[name="${PARAM}"]`)?.value).toBe('eco+gift');
  });

  it('offers "Clear filters", a link to the unfiltered listing in the same order, when a filter matches nothing', async () => {
    const empty = await listed(`orderby=price&${PARAM}=eco+no-such-tag`);
    expect(cardNames(empty)).toEqual([]);
    const clear = [...empty.querySelectorAll('.listing-region a')].find((a) => textOf(a) === 'Clear filters');
    expect(clear?.getAttribute('href')).toBe('/shop/?orderby=price');
    // Not offered where there is no filter to clear, nor where the filter finds products.
    expect(textOf((await listed('orderby=price')).querySelector('.listing-region'))).not.toContain('Clear filters');
    expect(textOf((await listed(`${PARAM}=eco`)).querySelector('.listing-region'))).not.toContain('Clear filters');
  });

  it('turns the no-JavaScript form into the filter parameter, dropping the page', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/shop/?orderby=price&paged=2&shop-terms=eco&shop-terms=gift&shop-logic=not',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/shop/?orderby=price&${PARAM}=eco!gift`);
    const none = await shop.app.inject({ method: 'GET', url: `/shop/?${PARAM}=eco&shop-logic=or` });
    expect(none.headers.location).toBe('/shop/');
  });

  it('filters a category listing within the category', async () => {
    const category = await shop.db.selectFrom('categories').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const res = await shop.app.inject({ method: 'GET', url: `/product-category/${category.slug}/?${PARAM}=gift` });
    const inCategory = new Set(
      (
        await shop.db
          .selectFrom('product_categories')
          .innerJoin('products', 'products.id', 'product_categories.product_id')
          .select('products.name')
          .where('category_id', '=', category.id)
          .execute()
      ).map((r) => r.name),
    );
    expect(cardNames(parsePage(res.body))).toEqual(
      withTags(['gift'], false)
        .filter((n) => inCategory.has(n))
        .sort(),
    );
  });

  describe('POST /api/statefront/v1/refresh-loop', () => {
    const body = (terms: unknown, logicalJoin: unknown = 'or', extra: Record<string, unknown> = {}) => ({
      post_id: 0,
      widget_filters: {
        product_tag: { filterType: 'taxonomy', filterData: { terms, selectedTaxonomy: 'product_tag', logicalJoin } },
      },
      widget_id: 'shop',
      pagination_base_url: '/shop/?orderby=price',
      ...extra,
    });
    const refresh = (payload: unknown) =>
      shop.app.inject({ method: 'POST', url: '/api/statefront/v1/refresh-loop', payload: payload as object });

    it('answers { data } with the listing region the page renders for the same filter', async () => {
      const res = await refresh(body(['eco', 'gift'], 'and'));
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as { data: string };
      const region = parsePage(`<body>${data}</body>`);
      const page = await listed(`orderby=price&${PARAM}=eco+gift`);
      expect(cardNames(region)).toEqual(cardNames(page));
      expect(region.querySelector('[data-listing-region="shop"]')?.outerHTML).toBe(
        page.querySelector('[data-listing-region="shop"]')?.outerHTML,
      );
    });

    it('with no terms, answers the whole listing', async () => {
      const { data } = (await refresh(body([]))).json() as { data: string };
      expect(cardNames(parsePage(`<body>${data}</body>`))).toEqual([...allNames].sort());
    });

    it('renders the page pagination_base_url names (Back to a paged listing), and 404s past the last', async () => {
      const small = await shop.appWith({ perPage: 12 });
      const res = await small.inject({
        method: 'POST',
        url: '/api/statefront/v1/refresh-loop',
        payload: body([], 'or', { pagination_base_url: '/shop/?paged=2' }),
      });
      const { data } = res.json() as { data: string };
      expect(textOf(parsePage(`<body>${data}</body>`).querySelector('.result-count'))).toBe(
        `Showing 13–24 of ${allNames.length} results`,
      );
      const past = await small.inject({
        method: 'POST',
        url: '/api/statefront/v1/refresh-loop',
        payload: body(['eco'], 'and', { pagination_base_url: '/shop/?paged=9' }),
      });
      expect(past.statusCode).toBe(404);
      expect((past.json() as { data: { status: number } }).data.status).toBe(404);
    });

    it.each([
      [
        'an unknown taxonomy',
        { ...body(['eco']), widget_filters: { product_cat: body(['eco']).widget_filters.product_tag } },
      ],
      ['a bad logic', body(['eco'], 'xor')],
      ['too many terms', body(Array.from({ length: 21 }, (_, i) => `t${i}`))],
      ['a term that is no slug', body(['<b>eco</b>'])],
      ['another widget', body(['eco'], 'or', { widget_id: 'other' })],
      ['an off-site pagination base', body(['eco'], 'or', { pagination_base_url: '//evil.example/' })],
      ['an unknown listing', body(['eco'], 'or', { post_id: 999999 })],
      ['no body fields', {}],
    ])('refuses %s with a REST 400', async (_what, payload) => {
      const res = await refresh(payload);
      expect(res.statusCode).toBe(400);
      const json = res.json() as { code: string; message: string; data: { status: number } };
      expect(json.code).toBe('rest_invalid_param');
      expect(json.data.status).toBe(400);
    });

    it('refuses a body that is not JSON with a REST 400', async () => {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/statefront/v1/refresh-loop',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { data: { status: number } }).data.status).toBe(400);
    });
  });
});
