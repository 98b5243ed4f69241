import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultShopSettings } from '../../server/config';
import { CONTENT_DIR, seedContent } from '../../server/content/seed';
import { seedDemoCatalogue } from '../../server/db/seed';
import { buildTestApp, parsePage, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { openMemoryDatabase } from '../support/memory-database';
import { useTestShop } from '../support/server';

const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map(textOf);
const hrefs = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((a) => a.getAttribute('href'));

describeOnDatabases('page-builder content', (database) => {
  // What is checked here is each render, right after the write before it; pages kept for
  // visitors (dropped when the database's change notice arrives) have suites of their own.
  const shop = useTestShop(database, {
    seed: [seedDemoCatalogue, seedContent],
    settings: { pageCache: { ...defaultShopSettings.pageCache, memoryBytes: 0 } },
  });
  const page = shop.page;

  describe('the home page', () => {
    it('is at / (no redirect), made of a hero, a product carousel, the categories and the latest posts', async () => {
      const doc = await page('/');
      expect(doc.title).toBe('Statefront Supply');
      const root = doc.querySelector('main [data-template-id]');
      expect(root?.getAttribute('data-template-id')).toBe('10');
      expect(texts(doc, 'h1')).toEqual(['Things for a slower, better-made day']);
      expect(hrefs(doc, '.hero__actions a')).toEqual(['/shop/', '/journal/']);
      expect([...root!.querySelectorAll('.widget')].map((w) => w.getAttribute('class'))).toEqual([
        'widget widget--hero',
        'widget widget--product-carousel',
        'widget widget--category-grid',
        'widget widget--link-list',
        'widget widget--post-list',
        'widget widget--link-list',
        'widget widget--social-embed',
      ]);
    });

    it('shows the bestsellers as a carousel region of slides named "n of 8", each a product with its link', async () => {
      const doc = await page('/');
      const carousel = doc.querySelector('section[aria-roledescription="carousel"]');
      const labelledBy = carousel?.getAttribute('aria-labelledby');
      expect(textOf(doc.getElementById(labelledBy ?? ''))).toBe('Bestsellers');
      const slides = [...carousel!.querySelectorAll('[role="group"][aria-roledescription="slide"]')];
      expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
        '1 of 8',
        '2 of 8',
        '3 of 8',
        '4 of 8',
        '5 of 8',
        '6 of 8',
        '7 of 8',
        '8 of 8',
      ]);
      const bestsellers = await shop.db
        .selectFrom('products')
        .innerJoin('product_tags', 'product_tags.product_id', 'products.id')
        .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
        .where('tags.slug', '=', 'bestseller')
        .select(['products.slug', 'products.name'])
        .orderBy('sales_count', 'desc')
        .orderBy('products.id', 'desc')
        .execute();
      expect(slides.map((s) => textOf(s.querySelector('h3')))).toEqual(bestsellers.map((p) => p.name));
      expect(slides.map((s) => s.querySelector('a')?.getAttribute('href'))).toEqual(
        bestsellers.map((p) => `/product/${p.slug}/`),
      );
      // The controls' island: its buttons come with JavaScript only.
      const island = carousel!.querySelector('[data-island="CarouselControls"]');
      expect(JSON.parse(island?.getAttribute('data-props') ?? '{}')).toMatchObject({ slideCount: 8 });
      expect(island?.querySelectorAll('button')).toHaveLength(0);
    });

    it('links every category with its picture and count, and the three newest posts', async () => {
      const doc = await page('/');
      expect(texts(doc, '.category-card__name')).toEqual([
        'Mugs',
        'Notebooks',
        'Posters',
        'Plants',
        'Lamps',
        'Textiles',
      ]);
      expect(hrefs(doc, '.category-card__link')).toContain('/product-category/lamps/');
      expect(texts(doc, '.category-card__count')).toEqual(Array(6).fill('11 products'));
      // Each picture is the category's first product's, by menu order then name, as its page lists them.
      const first = await shop.db
        .selectFrom('categories as c')
        .innerJoin('product_categories as pc', 'pc.category_id', 'c.id')
        .innerJoin('products as p', 'p.id', 'pc.product_id')
        .select(['c.slug as category', 'p.slug as product'])
        .orderBy('c.menu_order')
        .orderBy('c.name')
        .orderBy('p.menu_order')
        .orderBy('p.name')
        .execute();
      const expected = [...new Map(first.reverse().map((r) => [r.category, r.product])).values()].reverse();
      expect([...doc.querySelectorAll('.category-card img')].map((img) => img.getAttribute('src'))).toEqual(
        expected.map((slug) => `/media/products/${slug}.svg`),
      );
      expect(texts(doc, '.widget--post-list .post-card__title')).toEqual([
        'How our mugs are glazed',
        'Looking after a linen tea towel',
        'A desk that works for you',
      ]);
      expect(hrefs(doc, '.widget--post-list .post-card__title a')[0]).toBe('/journal/how-our-mugs-are-glazed/');
      expect(texts(doc, '.widget--post-list time')).toEqual(['28 October 2026', '21 October 2026', '14 October 2026']);
    });

    it('every picture the home page shows is served', async () => {
      const doc = await page('/');
      const sources = [...new Set([...doc.querySelectorAll('main img')].map((img) => img.getAttribute('src')!))];
      expect(sources.length).toBeGreaterThan(10);
      for (const src of sources) {
        expect((await shop.app.inject({ method: 'GET', url: src })).statusCode, src).toBe(200);
      }
    });
  });

  describe('theme templates', () => {
    it('frame every page: the header and footer are documents whose root carries its id', async () => {
      for (const url of ['/', '/shop/', '/cart/', '/journal/', '/no-such-page/']) {
        const doc = await page(url, url === '/no-such-page/' ? 404 : 200);
        expect(doc.querySelector('body > header.site-header')?.getAttribute('data-template-id'), url).toBe('2');
        expect(doc.querySelector('body > footer.site-footer')?.getAttribute('data-template-id'), url).toBe('3');
        // The skip link is still the first thing to tab to.
        expect(doc.querySelector('body a')?.getAttribute('href')).toBe('#main');
      }
      const doc = await page('/');
      expect(hrefs(doc, 'footer .link-list a')).toContain('/journal/');
    });

    it('frame the product listings with the product-archive template', async () => {
      const doc = await page('/product-category/lamps/');
      const archive = doc.querySelector('main [data-template-id="4"]');
      expect(textOf(archive?.querySelector('h1'))).toBe('Lamps');
      expect(archive?.querySelectorAll('.products .product-card')).toHaveLength(11);
    });
  });

  describe('the journal', () => {
    const postTitles = (doc: Document) => texts(doc, 'main .post-card__title');

    it('lists 6 posts a page, newest first, with links to its 3 pages', async () => {
      const first = await page('/journal/');
      expect(first.title).toBe('Journal – Statefront Supply');
      expect(texts(first, 'h1')).toEqual(['Journal']);
      expect(postTitles(first)).toEqual([
        'How our mugs are glazed',
        'Looking after a linen tea towel',
        'A desk that works for you',
        'Plants for a dark corner',
        'The notebook paper test',
        'Why we print with a risograph',
      ]);
      const nav = first.querySelector('nav[aria-label="Journal pagination"]');
      expect(hrefs(first, 'nav[aria-label="Journal pagination"] a')).toEqual([
        '/journal/page/2/',
        '/journal/page/3/',
        '/journal/page/2/',
      ]);
      expect(textOf(nav?.querySelector('[aria-current="page"]'))).toBe('1');

      const second = await page('/journal/page/2/');
      expect(second.title).toBe('Journal – Page 2 – Statefront Supply');
      expect(postTitles(second)).toEqual([
        'Espresso at home, slowly',
        'Starting a kitchen herb garden',
        'The lamp that lights a room',
        'Cushions and colour',
        'Planters and drainage',
        'The camp mug story',
      ]);
      expect(postTitles(await page('/journal/page/3/'))).toEqual(['Small sketchbook habits']);
    });

    it('answers 404 past the last page and for pages that are no page number; page 1 has one address', async () => {
      for (const url of ['/journal/page/4/', '/journal/page/0/', '/journal/page/02/', '/journal/page/two/']) {
        const doc = await page(url, 404);
        expect(textOf(doc.querySelector('h1')), url).toBe('Page not found');
      }
      const response = await shop.app.inject({ method: 'GET', url: '/journal/page/1/' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/journal/');
    });

    it('shows a post on its own page, with the way back to the journal', async () => {
      const doc = await page('/journal/why-we-print-with-risograph/');
      expect(doc.title).toBe('Why we print with a risograph – Statefront Supply');
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'Bright inks, soft grain and a little misregistration: the printing method behind our poster series.',
      );
      expect(texts(doc, 'h1')).toEqual(['Why we print with a risograph']);
      expect(doc.querySelector('article time')?.getAttribute('datetime')).toBe('2026-09-23');
      expect(texts(doc, '.post__body p')[0]).toMatch(/^A risograph prints one colour at a time/);
      expect(texts(doc, '.post__body p')).toHaveLength(3);
      expect(hrefs(doc, 'article a')).toEqual(['/journal/', '/journal/']);
    });

    it('answers 404 for a post that does not exist, however its slug is written', async () => {
      for (const url of [
        '/journal/no-such-post/',
        '/journal/%00/',
        `/journal/${'a'.repeat(300)}/`,
        '/journal/Why-We/',
      ]) {
        const doc = await page(url, 404);
        expect(textOf(doc.querySelector('h1')), url).toBe('Page not found');
      }
    });
  });

  describe('a stored document that does not check', () => {
    let stored: unknown;
    beforeAll(async () => {
      ({ content: stored } = await shop.db
        .selectFrom('content_documents')
        .select('content')
        .where('slug', '=', 'home')
        .executeTakeFirstOrThrow());
    });
    afterAll(async () => {
      await shop.db
        .updateTable('content_documents')
        .set({ content: JSON.stringify(stored) })
        .where('slug', '=', 'home')
        .execute();
    });

    it('renders without the widgets it cannot show, each logged as a warning, never a 500', async () => {
      const sections = structuredClone(stored) as { elements: { elements: object[] }[] }[];
      sections[0]!.elements[0]!.elements.push(
        { id: 'future', elType: 'widget', widgetType: 'countdown-timer', settings: { until: '2027-01-01' } },
        { id: 'badlimit', elType: 'widget', widgetType: 'product-carousel', settings: { heading: 'All', limit: 500 } },
      );
      await shop.db
        .updateTable('content_documents')
        .set({ content: JSON.stringify(sections) })
        .where('slug', '=', 'home')
        .execute();
      const warn = vi.spyOn(shop.app.log, 'warn');
      try {
        const doc = await page('/');
        expect(texts(doc, 'h1')).toEqual(['Things for a slower, better-made day']);
        expect(doc.querySelectorAll('main .widget')).toHaveLength(7);
        expect(doc.querySelector('[data-widget-id="future"], [data-widget-id="badlimit"]')).toBeNull();
        expect(warn.mock.calls.map(([fields, message]) => [fields, message])).toEqual([
          [
            { document: 'home', path: 'content[0].elements[0].elements[1].widgetType' },
            expect.stringContaining('content left out: unknown widget type "countdown-timer"'),
          ],
          [
            { document: 'home', path: 'content[0].elements[0].elements[2].settings.limit' },
            'content left out: Too big: expected number to be <=24',
          ],
        ]);
      } finally {
        warn.mockRestore();
      }
    });

    it('a document that is not a tree at all leaves the page out (404), not the shop', async () => {
      await shop.db
        .updateTable('content_documents')
        .set({ content: JSON.stringify({ not: 'a list' }) })
        .where('slug', '=', 'home')
        .execute();
      const doc = await page('/', 404);
      expect(doc.querySelector('body > header.site-header')).not.toBeNull();
    });
  });

  describe('seeding', () => {
    it('makes the database match the files: changes applied, nothing doubled, removed files removed', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'statefront-content-'));
      cpSync(CONTENT_DIR, dir, { recursive: true });
      const journal = JSON.parse(readFileSync(path.join(dir, 'journal.json'), 'utf8'));
      journal.title = 'Notes';
      writeFileSync(path.join(dir, 'journal.json'), JSON.stringify(journal));
      rmSync(path.join(dir, 'posts', 'sketchbook-habits.json'));
      await seedContent(shop.db, dir);
      await seedContent(shop.db, dir);
      expect((await page('/journal/')).title).toBe('Notes – Statefront Supply');
      expect(await shop.db.selectFrom('posts').select('slug').execute()).toHaveLength(12);
      await page('/journal/sketchbook-habits/', 404);
      expect(texts(await page('/journal/page/2/'), 'nav[aria-label="Journal pagination"] [aria-current]')).toEqual([
        '2',
      ]);
      await page('/journal/page/3/', 404);

      await seedContent(shop.db);
      expect((await page('/journal/')).title).toBe('Journal – Statefront Supply');
      expect(await shop.db.selectFrom('posts').select('slug').execute()).toHaveLength(13);
      await page('/journal/sketchbook-habits/');
    });

    it('refuses files with a problem, naming the file, the place and the problem, and changes nothing', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'statefront-content-'));
      cpSync(CONTENT_DIR, dir, { recursive: true });
      const home = JSON.parse(readFileSync(path.join(dir, 'home.json'), 'utf8'));
      home.content[1].elements[0].elements[0].widgetType = 'product-carousell';
      writeFileSync(path.join(dir, 'home.json'), JSON.stringify(home));
      const label = path.basename(dir);
      await expect(seedContent(shop.db, dir)).rejects.toThrow(
        `a problem in the content: ${label}/home.json: content[1].elements[0].elements[0].widgetType: unknown widget type "product-carousell"`,
      );
      expect((await page('/')).querySelectorAll('main .widget--product-carousel')).toHaveLength(1);
    });
  });
});

describe('without content', () => {
  it('/ is not found rather than an error when no home page was seeded', async () => {
    const db = await openMemoryDatabase();
    const app = await buildTestApp(db);
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(404);
      // The frame falls back to the plain header and footer.
      expect(
        parsePage(response.body).querySelector('body > header.site-header')?.hasAttribute('data-template-id'),
      ).toBe(false);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
