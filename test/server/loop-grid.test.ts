import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_FETCH_PAGE_SIZE } from '../../domain/listingFilter';
import { defaultShopSettings } from '../../server/config';
import { CONTENT_DIR, seedContent } from '../../server/content/seed';
import { seedDemoCatalogue } from '../../server/db/seed';
import { parsePage, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const grid = (id: string, settings: object) => ({ id, elType: 'widget', widgetType: 'loop-grid', settings });

/** A home page with two filtered grids: the mugs, and the whole shop. */
function contentWithTwoGrids(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'statefront-loop-grid-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const home = JSON.parse(readFileSync(path.join(dir, 'home.json'), 'utf8'));
  home.content.push({
    id: 'grids',
    elType: 'section',
    elements: [
      {
        id: 'gridscol',
        elType: 'column',
        elements: [grid('mugs', { heading: 'Mugs', category: 'mugs' }), grid('all', { heading: 'Everything' })],
      },
    ],
  });
  writeFileSync(path.join(dir, 'home.json'), JSON.stringify(home));
  return dir;
}

describeOnDatabases('the loop grid widget', (database) => {
  const shop = useTestShop(database, {
    seed: [seedDemoCatalogue, (db) => seedContent(db, contentWithTwoGrids())],
    settings: { pageCache: { ...defaultShopSettings.pageCache, memoryBytes: 0 } },
  });
  const page = shop.page;
  const parsePageAt = (url: string) => page(url);
  const section = (doc: Document, heading: string) =>
    [...doc.querySelectorAll('section.loop-grid')].find((s) => textOf(s.querySelector('h2')) === heading);
  const names = (doc: Document, heading: string) =>
    [...(section(doc, heading)?.querySelectorAll('.products h3') ?? [])].map(textOf);
  const termLink = (doc: Document, heading: string, label: string) =>
    [...(section(doc, heading)?.querySelectorAll('nav a') ?? [])].find((a) => textOf(a).startsWith(label));

  it('shows every product of its category, the 100-a-page fetch reading them all in one page', async () => {
    expect(LISTING_FETCH_PAGE_SIZE).toBe(100);
    const doc = await page('/');
    expect(names(doc, 'Mugs')).toHaveLength(11);
    expect(names(doc, 'Everything')).toHaveLength(66);
    expect(section(doc, 'Everything')?.querySelector('nav.pagination')).toBeNull();
  });

  it('keeps two grids apart: each filter is its own e-filter-{widgetId}-product_tag parameter', async () => {
    const home = await page('/');
    const handmade = termLink(home, 'Mugs', 'Handmade')?.getAttribute('href') ?? '';
    expect(handmade).toBe('/?e-filter-mugs-product_tag=handmade');

    const mugsFiltered = await page(handmade);
    expect(names(mugsFiltered, 'Everything')).toHaveLength(66);
    const mugs = names(mugsFiltered, 'Mugs');
    expect(mugs.length).toBeGreaterThan(0);
    expect(mugs.length).toBeLessThan(11);
    expect(termLink(mugsFiltered, 'Mugs', 'Handmade')?.getAttribute('aria-current')).toBe('true');
    expect(textOf(section(mugsFiltered, 'Mugs')?.querySelector('.loop-grid__count'))).toBe(
      `Showing ${mugs.length} products tagged Handmade`,
    );

    // The second grid's filter links keep the first grid's filter, and add their own.
    const eco = termLink(mugsFiltered, 'Everything', 'Eco')?.getAttribute('href') ?? '';
    const both = new URL(eco, 'http://shop.test').searchParams;
    expect(both.get('e-filter-mugs-product_tag')).toBe('handmade');
    expect(both.get('e-filter-all-product_tag')).toBe('eco');
    const twoFilters = await page(eco);
    expect(names(twoFilters, 'Mugs')).toEqual(mugs);
    expect(names(twoFilters, 'Everything').length).toBeLessThan(66);

    // Following a chosen term takes it out; "All" clears only its own grid.
    expect(termLink(twoFilters, 'Mugs', 'Handmade')?.getAttribute('href')).toBe('/?e-filter-all-product_tag=eco');
    expect(termLink(twoFilters, 'Everything', 'All')?.getAttribute('href')).toBe(
      '/?e-filter-mugs-product_tag=handmade',
    );
  });

  describe('refreshed in place: POST /api/statefront/v1/refresh-loop', () => {
    const HOME = 10;
    const body = (widget: string, terms: string[], base: string, extra: object = {}) => ({
      post_id: HOME,
      widget_filters: {
        product_tag: {
          filterType: 'taxonomy',
          filterData: { terms, selectedTaxonomy: 'product_tag', logicalJoin: 'or' },
        },
      },
      widget_id: widget,
      pagination_base_url: base,
      ...extra,
    });
    const refresh = (payload: object) =>
      shop.app.inject({ method: 'POST', url: '/api/statefront/v1/refresh-loop', payload });
    const fragment = (markup: string) => parsePage(`<!doctype html><body>${markup}</body>`);

    it("answers the grid the page renders for the filtered URL, links keeping the other grid's filter", async () => {
      const base = '/?e-filter-all-product_tag=eco&e-filter-mugs-product_tag=handmade';
      const res = await refresh(body('mugs', ['handmade'], base));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const answer = fragment((res.json() as { data: string }).data);
      const page = await parsePageAt(base);
      const results = '[data-listing-region="mugs"]';
      expect(answer.querySelector(results)?.outerHTML).toBe(page.querySelector(results)?.outerHTML);
      expect(answer.querySelector('[data-term-filter="mugs"]')?.outerHTML).toBe(
        page.querySelector('[data-term-filter="mugs"]')?.outerHTML,
      );
      expect(names(answer, 'Mugs')).toEqual(names(page, 'Mugs'));
      const handmade = termLink(answer, 'Mugs', 'Handmade');
      expect(handmade?.getAttribute('aria-current')).toBe('true');
      expect(handmade?.getAttribute('href')).toBe('/?e-filter-all-product_tag=eco');
    });

    it('renders the filter the body names, at page 1, when the base URL names another', async () => {
      const res = await refresh(body('all', ['eco'], '/?e-page-all=1'));
      const answer = fragment((res.json() as { data: string }).data);
      const eco = names(await parsePageAt('/?e-filter-all-product_tag=eco'), 'Everything');
      expect(eco.length).toBeLessThan(66);
      expect(names(answer, 'Everything')).toEqual(eco);
      const none = fragment(((await refresh(body('all', [], '/'))).json() as { data: string }).data);
      expect(names(none, 'Everything')).toHaveLength(66);
    });

    it.each([
      ['an unknown document', body('mugs', ['eco'], '/', { post_id: 424242 }), 'post_id'],
      ['a widget the document does not have', body('nogrid', ['eco'], '/'), 'widget_id'],
      ['a widget that has no filter', body('bestsellers', ['eco'], '/'), 'widget_id'],
      [
        'a taxonomy the grid does not filter by',
        {
          ...body('mugs', [], '/'),
          widget_filters: {
            product_cat: {
              filterType: 'taxonomy',
              filterData: { terms: ['mugs'], selectedTaxonomy: 'product_cat', logicalJoin: 'or' },
            },
          },
        },
        'widget_filters',
      ],
      ['a widget id that is no element id', body('Mugs!', ['eco'], '/'), 'widget_id'],
    ])('refuses %s with a REST 400 naming the parameter', async (_what, payload, param) => {
      const res = await refresh(payload);
      expect(res.statusCode).toBe(400);
      const json = res.json() as { code: string; message: string };
      expect(json.code).toBe('rest_invalid_param');
      expect(json.message).toContain(param);
    });
  });

  describe("the gift guide's carousel with a category filter", () => {
    const carousel = (doc: Document) => doc.querySelector('section[aria-labelledby="carousel-popular-heading"]');
    const slides = (doc: Document) =>
      [...(carousel(doc)?.querySelectorAll('[aria-roledescription="slide"] h3') ?? [])].map(textOf);
    const mugNames = async () =>
      (
        await shop.db
          .selectFrom('products')
          .innerJoin('product_categories', 'product_categories.product_id', 'products.id')
          .innerJoin('categories', 'categories.id', 'product_categories.category_id')
          .select('products.name')
          .where('categories.slug', '=', 'mugs')
          .execute()
      ).map((r) => r.name);

    it('changes its slides by e-filter-{widgetId}-product_cat, its links toggling each category', async () => {
      const all = await page('/gift-guide/');
      expect(slides(all)).toHaveLength(8);
      const mugsLink = [...(carousel(all)?.querySelectorAll('nav a') ?? [])].find((a) => textOf(a) === 'Mugs');
      expect(mugsLink?.getAttribute('href')).toBe('/gift-guide/?e-filter-popular-product_cat=mugs');
      const mugs = await page('/gift-guide/?e-filter-popular-product_cat=mugs');
      const shown = slides(mugs);
      expect(shown).toHaveLength(8);
      const inMugs = await mugNames();
      for (const name of shown) expect(inMugs).toContain(name);
      expect(textOf(carousel(mugs)?.querySelector('.carousel__count'))).toBe('Showing 8 products in Mugs');
      expect(carousel(mugs)?.querySelector('[aria-current="true"]')?.textContent).toContain('Mugs');
      // Two categories are either.
      const either = await page('/gift-guide/?e-filter-popular-product_cat=mugs~lamps');
      expect(textOf(carousel(either)?.querySelector('.carousel__count'))).toBe('Showing 8 products in Mugs or Lamps');
    });

    it('is refreshed by the refresh call with a product_cat filter, as the page renders it', async () => {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/statefront/v1/refresh-loop',
        payload: {
          post_id: 252,
          widget_filters: {
            product_cat: {
              filterType: 'taxonomy',
              filterData: { terms: ['mugs'], selectedTaxonomy: 'product_cat', logicalJoin: 'or' },
            },
          },
          widget_id: 'popular',
          pagination_base_url: '/gift-guide/',
        },
      });
      expect(res.statusCode).toBe(200);
      const answer = parsePage(`<!doctype html><body>${(res.json() as { data: string }).data}</body>`);
      const doc = await page('/gift-guide/?e-filter-popular-product_cat=mugs');
      const body = '[data-listing-region="popular"]';
      expect(answer.querySelector(body)?.outerHTML).toBe(doc.querySelector(body)?.outerHTML);
    });

    it('a category filter that matches nothing keeps the carousel, its links and a count, with no slides', async () => {
      const doc = await page('/gift-guide/?e-filter-popular-product_cat=mugs+lamps');
      expect(slides(doc)).toEqual([]);
      expect(textOf(carousel(doc)?.querySelector('.carousel__count'))).toBe('No products match the chosen filter.');
      expect(carousel(doc)?.querySelector('nav a[aria-current="true"]')).not.toBeNull();
    });
  });

  it('answers bad filter and page parameters with a page, never an error', async () => {
    const odd = await page('/?e-filter-mugs-product_tag=%3Cscript%3E&e-filter-all-product_tag=nope~%27');
    expect(names(odd, 'Everything')).toHaveLength(66);
    await page('/?e-page-mugs=abc');
    await page('/?e-page-mugs=2', 404);
  });
});
