import { describe, expect, it } from 'vitest';
import { defaultShopSettings } from '../../server/config';
import { seedContent } from '../../server/content/seed';
import { seedDemoCatalogue } from '../../server/db/seed';
import { textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map(textOf);
const search = (s: string) => `/search/?${new URLSearchParams({ s })}`;

describeOnDatabases('search', (database) => {
  const shop = useTestShop(database, {
    seed: [seedDemoCatalogue, seedContent],
    settings: { pageCache: { ...defaultShopSettings.pageCache, memoryBytes: 0 } },
  });
  const page = shop.page;

  describe('the results page', () => {
    it('finds every mug for "mug", the products named so first, and says how many', async () => {
      const doc = await page(search('mug'));
      expect(textOf(doc.querySelector('h1'))).toBe('Search results for “mug”');
      const mugs = await shop.db.selectFrom('products').select('name').where('name', 'ilike', '%mug%').execute();
      const names = texts(doc, '.search-results .products h3');
      expect(mugs.length).toBeGreaterThan(2);
      // Ranking: every product with "mug" in its name comes before any that only mentions mugs.
      expect(names.slice(0, mugs.length).sort()).toEqual(mugs.map((m) => m.name).sort());
      expect(textOf(doc.querySelector('.search-results__summary'))).toMatch(
        /^\d+ products? and \d+ journal posts? match “mug”\.$/,
      );
      expect(doc.title).toBe('Search results for “mug” – Statefront Supply');
    });

    it('stems words: "mugs" finds what "mug" finds', async () => {
      const one = texts(await page(search('mug')), '.search-results .products h3');
      const many = texts(await page(search('MUGS')), '.search-results .products h3');
      expect(many).toEqual(one);
    });

    it('finds journal posts by their words, linked to the post', async () => {
      const post = await shop.db.selectFrom('posts').select(['title', 'slug']).orderBy('id').executeTakeFirstOrThrow();
      const word = post.title.split(/\s+/).find((w) => w.length > 4) ?? post.title;
      const doc = await page(search(word));
      expect(texts(doc, '#search-posts ~ ul a')).toContain(post.title);
      expect([...doc.querySelectorAll('#search-posts ~ ul a')].map((a) => a.getAttribute('href'))).toContain(
        `/journal/${post.slug}/`,
      );
    });

    it('pages results 12 at a time; a page past the last or a bad page number is 404', async () => {
      const productsFound = async (word: string) =>
        Number(
          /^(\d+) product/.exec(textOf((await page(search(word))).querySelector('.search-results__summary')))?.[1],
        );
      let word = '';
      for (const w of ['hand', 'made', 'each', 'piece', 'light']) {
        if ((await productsFound(w)) > 12) {
          word = w;
          break;
        }
      }
      expect(word, 'a word found in more than 12 products').not.toBe('');
      const first = await page(search(word));
      expect(first.querySelectorAll('.search-results .products > li')).toHaveLength(12);
      const next = first.querySelector('.search-results a[rel="next"]')?.getAttribute('href');
      expect(next).toBe(`/search/?s=${word}&paged=2`);
      const second = await page(next ?? '');
      const names = texts(first, '.search-results .products h3');
      expect(texts(second, '.search-results .products h3').some((n) => names.includes(n))).toBe(false);
      await page(`${search('mug')}&paged=99`, 404);
      await page(`${search('mug')}&paged=two`, 404);
      await page(`${search('mug')}&paged=0`, 404);
    });

    it('answers an empty or a one-letter query with a page that says what to do', async () => {
      for (const s of ['', ' ', 'm', 'a b']) {
        const doc = await page(search(s));
        expect(textOf(doc.querySelector('h1'))).toBe('Search');
        expect(textOf(doc.querySelector('.search-results__notice'))).toMatch(/^Type /);
        expect(doc.querySelectorAll('.search-results .products > li')).toHaveLength(0);
      }
      await page('/search/');
    });

    it('answers hostile queries with a page, never an error, and shows them as text', async () => {
      const hostile = [
        "'",
        '"mug',
        '&|!:*',
        'mug & !lamp | (x:*)',
        "'; drop table products; --",
        'mug\u0000',
        '<script>alert(1)</script>',
        '%',
        '\\',
        'ü'.repeat(5000),
      ];
      for (const s of hostile) {
        const doc = await page(search(s));
        expect(doc.querySelector('script:not([src])')?.textContent ?? '').not.toContain('alert(1)');
        expect(doc.querySelector('.search-results')).not.toBeNull();
      }
      const markup = await page(search('<b>mug</b>'));
      expect(markup.querySelector('.search-results b')).toBeNull();
      expect(textOf(markup.querySelector('h1'))).toBe('Search results for “<b>mug</b>”');
      const long = await page(search(`mug ${'x'.repeat(300)}`));
      expect(textOf(long.querySelector('.search-results__notice'))).toBe(
        'Only the first 100 characters were searched for.',
      );
      // Two values: the first is searched.
      const two = await page('/search/?s=mug&s=lamp');
      expect(textOf(two.querySelector('h1'))).toBe('Search results for “mug”');
      await page('/search/?s[x]=1');
      expect(await shop.db.selectFrom('products').select('id').limit(1).execute()).toHaveLength(1);
    });
  });

  it('sends /?s= to the results page (301), keeping the query', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/?s=mug%20tea' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/search/?s=mug%20tea');
  });

  it('has the search form in the header of every page: role search, a labelled field, the query kept', async () => {
    for (const url of ['/', '/shop/', '/journal/', '/cart/', search('mug')]) {
      const doc = await page(url);
      const form = doc.querySelector('header form[role="search"]');
      expect(form?.getAttribute('action'), url).toBe('/search/');
      const field = form?.querySelector<HTMLInputElement>('input[name="s"]');
      expect(textOf(doc.querySelector(`label[for="${field?.id}"]`))).toBe('Search products and journal');
    }
    const results = await page(search('mug'));
    expect(results.querySelector<HTMLInputElement>('header input[name="s"]')?.value).toBe('mug');
  });

  describe('the suggestions route', () => {
    const suggest = (qs: string) =>
      shop.app.inject({ method: 'GET', url: `/api/statefront/v1/search/suggestions?${qs}` });

    it('suggests products (then posts) for a word being typed, with their pages', async () => {
      const response = await suggest('s=mu');
      expect(response.statusCode).toBe(200);
      const body = response.json() as { suggestions: { kind: string; label: string; url: string }[] };
      expect(body.suggestions.length).toBeGreaterThan(0);
      expect(body.suggestions.length).toBeLessThanOrEqual(8);
      expect(body.suggestions[0]).toMatchObject({ kind: 'product', label: expect.stringMatching(/mug/i) });
      expect(body.suggestions[0]?.url).toMatch(/^\/product\/[a-z0-9-]+\/$/);
    });

    it('suggests nothing for one letter or hostile text, and refuses a query no field could hold', async () => {
      for (const s of ['m', '&|!:*', "'", '<script>']) {
        const response = await suggest(new URLSearchParams({ s }).toString());
        expect(response.statusCode, s).toBe(200);
        expect(response.json()).toMatchObject({ suggestions: [] });
      }
      for (const qs of ['', `s=${'a'.repeat(201)}`, 's=a&s=b']) {
        const response = await suggest(qs);
        expect(response.statusCode, qs).toBe(400);
        expect(response.json()).toMatchObject({ code: 'search_bad_query' });
      }
    });
  });
});
