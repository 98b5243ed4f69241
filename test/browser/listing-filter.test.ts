import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { announced, isSameDocument, markDocument, recordAnnouncements, waitForHydration } from '../support/page';

/** The listing's tag filter in Chromium: in place with JavaScript, Back, and the GET form without it. */
const env = setUpBrowserShop();
let total: number;
/** How many products carry eco or gift, read from the seeded tables. */
let ecoOrGift: number;

beforeAll(async () => {
  total = (await env.shop.db.selectFrom('products').select('id').execute()).length;
  const rows = await env.shop.db
    .selectFrom('product_tags')
    .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
    .select('product_tags.product_id')
    .where('tags.slug', 'in', ['eco', 'gift'])
    .execute();
  ecoOrGift = new Set(rows.map((r) => r.product_id)).size;
});
function openPage(javaScriptEnabled: boolean): Promise<Page> {
  return env.newPage({ javaScriptEnabled });
}

const resultCount = (page: Page) => page.locator('.result-count').textContent();
const countFor = (n: number) => (n <= 12 ? `Showing all ${n} results` : `Showing 1–12 of ${n} results`);

describe('with JavaScript', () => {
  it('filters by two tags with OR in place, writes the URL without the page, and Back restores', async () => {
    const page = await openPage(true);
    await page.goto('/shop/?paged=2');
    await waitForHydration(page);
    expect(await resultCount(page)).toBe(`Showing 13–24 of ${total} results`);
    await markDocument(page);

    await page.getByLabel('Eco-friendly', { exact: true }).check();
    await page.getByLabel('Gift idea', { exact: true }).check();
    await page.getByLabel('Any of them').check();
    await Promise.all([
      page.waitForURL((url) => url.search === '?e-filter-shop-product_tag=eco~gift'),
      page.getByRole('button', { name: 'Filter' }).click(),
    ]);
    await expect.poll(() => resultCount(page)).toBe(countFor(ecoOrGift));
    expect(await isSameDocument(page)).toBe(true);
    expect(new URL(page.url()).searchParams.has('paged')).toBe(false);
    // The new region's islands are live again.
    await waitForHydration(page);

    await page.goBack();
    await expect.poll(() => resultCount(page)).toBe(`Showing 13–24 of ${total} results`);
    expect(new URL(page.url()).search).toBe('?paged=2');
    expect(await page.getByLabel('Eco-friendly', { exact: true }).isChecked()).toBe(false);
    expect(await isSameDocument(page)).toBe(true);
  });

  const REFRESH = '**/api/statefront/v1/refresh-loop**';
  /** The listing refresh gets `response` instead of the server's answer. */
  const answer = (page: Page, response: Parameters<Route['fulfill']>[0]) =>
    page.route(REFRESH, (route) => route.fulfill(response));

  it.each([
    ['the shopper is offline', 'You are probably offline.', (page: Page) => page.context().setOffline(true)],
    [
      'the request is aborted',
      'You are probably offline.',
      (page: Page) => page.route(REFRESH, (route) => route.abort('failed')),
    ],
    [
      'the server answers with an error',
      'Invalid parameter(s): filter_tag',
      (page: Page) =>
        answer(page, {
          status: 400,
          json: { code: 'rest_invalid_param', message: 'Invalid parameter(s): filter_tag', data: { status: 400 } },
        }),
    ],
    ['the answer is empty', 'The response is not a valid JSON response.', (page: Page) => answer(page, { body: '' })],
    [
      'the answer is not JSON',
      'The response is not a valid JSON response.',
      (page: Page) => answer(page, { status: 200, contentType: 'text/html', body: '<html>Please log in</html>' }),
    ],
    [
      'the answer is not the listing',
      'An unknown error occurred.',
      (page: Page) => answer(page, { status: 200, json: { nope: 1 } }),
    ],
  ])('leaves the listing as it is and says why in an announced notice when %s', async (_what, reason, fail) => {
    const page = await openPage(true);
    await recordAnnouncements(page.context());
    await page.goto('/shop/');
    await waitForHydration(page);
    await fail(page);
    await page.getByLabel('Eco-friendly', { exact: true }).check();
    await page.getByRole('button', { name: 'Filter' }).click();
    const message = `The products could not be filtered. ${reason}`;
    await expect.poll(() => page.locator('.notices-wrapper .notice').allTextContents()).toEqual([message]);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${message}`);
    expect(await resultCount(page)).toBe(`Showing 1–12 of ${total} results`);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Eco-friendly', { exact: true }).isChecked()).toBe(false);
  });
});

describe('without JavaScript', () => {
  it('the GET form filters and lands on the shareable filter URL', async () => {
    const page = await openPage(false);
    await page.goto('/shop/?paged=2');
    await page.getByLabel('Eco-friendly', { exact: true }).check();
    await page.getByLabel('Gift idea', { exact: true }).check();
    await page.getByLabel('Any of them').check();
    await Promise.all([
      page.waitForURL('**/shop/?e-filter-shop-product_tag=eco~gift'),
      page.getByRole('button', { name: 'Filter' }).click(),
    ]);
    expect(await resultCount(page)).toBe(countFor(ecoOrGift));
    expect(await page.getByLabel('Eco-friendly', { exact: true }).isChecked()).toBe(true);
  });
});

describe('a filter that matches nothing', () => {
  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])('offers "Clear filters", which brings back the whole listing in the same order, %s', async (_how, js) => {
    const page = await openPage(js);
    await page.goto('/shop/?orderby=price&e-filter-shop-product_tag=eco+no-such-tag');
    if (js) await waitForHydration(page);
    expect(await resultCount(page)).toBe('No products were found');
    await Promise.all([
      page.waitForURL((url) => url.search === '?orderby=price'),
      page.getByRole('link', { name: 'Clear filters' }).click(),
    ]);
    expect(await resultCount(page)).toBe(`Showing 1–12 of ${total} results`);
  });
});
