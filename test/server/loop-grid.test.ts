import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LISTING_FETCH_PAGE_SIZE } from '../../domain/listingFilter';
import { defaultShopSettings } from '../../server/config';
import { CONTENT_DIR, seedContent } from '../../server/content/seed';
import type { Db } from '../../server/db/index';
import { seedDemoCatalogue } from '../../server/db/seed';
import { buildTestApp, parsePage, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';

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
  let db: Db;
  let close: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    await seedDemoCatalogue(db);
    await seedContent(db, contentWithTwoGrids());
    app = await buildTestApp(db, { pageCache: { ...defaultShopSettings.pageCache, memoryBytes: 0 } });
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  async function page(url: string, status = 200): Promise<Document> {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(status);
    return parsePage(response.body);
  }
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

  it('answers bad filter and page parameters with a page, never an error', async () => {
    const odd = await page('/?e-filter-mugs-product_tag=%3Cscript%3E&e-filter-all-product_tag=nope~%27');
    expect(names(odd, 'Everything')).toHaveLength(66);
    await page('/?e-page-mugs=abc');
    await page('/?e-page-mugs=2', 404);
  });
});
