import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import {
  announced,
  focused,
  holdRequests,
  isSameDocument,
  markDocument,
  recordAnnouncements,
  tabTo,
  waitForHydration,
} from '../support/page';

/** The gift guide's two loop grids in Chromium (docs/decisions/0252): in place with JavaScript, links without. */
const env = setUpBrowserShop();
const REFRESH = '**/api/statefront/v1/refresh-loop**';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const grid = (page: Page, name: string) => page.getByRole('region', { name });
const count = (page: Page, name: string) => grid(page, name).locator('.loop-grid__count').textContent();
const names = (page: Page, name: string) => grid(page, name).locator('.products h3').allTextContents();
const term = (page: Page, name: string, label: string) =>
  grid(page, name)
    .getByRole('navigation')
    .getByRole('link', { name: new RegExp(`^${label}`) });

async function open(options: Parameters<typeof env.newPage>[0] = DESKTOP, url = '/gift-guide/'): Promise<Page> {
  const page = await env.newPage(options);
  await recordAnnouncements(page.context());
  await page.goto(url);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return page;
}

describe('with JavaScript', () => {
  it('is reached from the home page', async () => {
    const page = await open(DESKTOP, '/');
    await Promise.all([
      page.waitForURL('**/gift-guide/'),
      page.getByRole('link', { name: 'Gift guide: mugs and notebooks by tag' }).click(),
    ]);
    expect(await count(page, 'Mugs')).toBe('Showing 11 products');
  });

  it('filters one grid in place, writes its own parameter, announces the count; Back and Forward restore it', async () => {
    const page = await open();
    await markDocument(page);
    const notebooks = await names(page, 'Notebooks');
    const allNotebooks = await count(page, 'Notebooks');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('refresh-loop')) requests.push(r.postDataJSON().widget_id);
    });

    await Promise.all([
      page.waitForURL((url) => url.search === '?e-filter-mugs-product_tag=handmade'),
      term(page, 'Mugs', 'Handmade').click(),
    ]);
    await expect.poll(() => count(page, 'Mugs')).toMatch(/^Showing \d+ products? tagged Handmade$/);
    const handmade = await count(page, 'Mugs');
    expect(await isSameDocument(page)).toBe(true);
    expect(await term(page, 'Mugs', 'Handmade').getAttribute('aria-current')).toBe('true');
    expect(await term(page, 'Mugs', 'Handmade').getAttribute('href')).toBe('/gift-guide/');
    await expect.poll(() => announced(page)).toContain(`a11y-speak-polite:${handmade}`);
    // The other grid is as it was.
    expect(await names(page, 'Notebooks')).toEqual(notebooks);
    // The fresh add-to-cart buttons are live again.
    await waitForHydration(page);

    await Promise.all([
      page.waitForURL((url) => url.search === '?e-filter-mugs-product_tag=handmade&e-filter-notebooks-product_tag=eco'),
      term(page, 'Notebooks', 'Eco-friendly').click(),
    ]);
    await expect.poll(() => count(page, 'Notebooks')).toMatch(/tagged Eco-friendly$/);
    expect(await count(page, 'Mugs')).toBe(handmade);

    await page.goBack();
    await expect.poll(() => count(page, 'Notebooks')).toBe(allNotebooks);
    expect(await count(page, 'Mugs')).toBe(handmade);
    await page.goBack();
    await expect.poll(() => count(page, 'Mugs')).toBe('Showing 11 products');
    await page.goForward();
    await expect.poll(() => count(page, 'Mugs')).toBe(handmade);
    expect(await isSameDocument(page)).toBe(true);
    // Only the grid whose filter changed was asked for, each time.
    expect(requests).toEqual(['mugs', 'notebooks', 'notebooks', 'mugs', 'mugs']);
  });

  it("opens another grid's tag in a new tab with the filters the page shows now, not those it was loaded with", async () => {
    const page = await open();
    await Promise.all([
      page.waitForURL((url) => url.search === '?e-filter-mugs-product_tag=handmade'),
      term(page, 'Mugs', 'Handmade').click(),
    ]);
    await expect.poll(() => count(page, 'Mugs')).toMatch(/tagged Handmade$/);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      term(page, 'Notebooks', 'Eco-friendly').click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).search).toBe('?e-filter-mugs-product_tag=handmade&e-filter-notebooks-product_tag=eco');
    expect(await count(tab, 'Mugs')).toMatch(/tagged Handmade$/);
    expect(await count(tab, 'Notebooks')).toMatch(/tagged Eco-friendly$/);
    // This page stayed as it was: the new tab was the browser's doing.
    expect(new URL(page.url()).search).toBe('?e-filter-mugs-product_tag=handmade');
    await tab.close();
  });

  it('by keyboard only: Enter on a tag refreshes the grid and focus stays on that tag, now chosen', async () => {
    const page = await open();
    await term(page, 'Mugs', 'All').focus();
    await tabTo(page, '[data-term-filter="mugs"] a[href*="handmade"]', { max: 12 });
    await page.keyboard.press('Enter');
    await expect.poll(() => count(page, 'Mugs')).toMatch(/tagged Handmade$/);
    expect(await focused(page)).toBe('a: Handmade (chosen; follow to remove)');
    await page.keyboard.press('Enter');
    await expect.poll(() => count(page, 'Mugs')).toBe('Showing 11 products');
    expect(await focused(page)).toBe('a: Handmade');
    expect(new URL(page.url()).search).toBe('');
  });

  it('on a 390 px phone by touch: the grid is busy while it loads, then shows the chosen tag', async () => {
    const page = await open(PHONE);
    const release = await holdRequests(page, REFRESH);
    await term(page, 'Mugs', 'Gift idea').tap();
    const results = page.locator('[data-listing-region="mugs"]');
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('.listing-progress').textContent()).toBe('Updating products…');
    expect(await grid(page, 'Mugs').getByRole('navigation').getAttribute('aria-busy')).toBe('true');
    release();
    await expect.poll(() => count(page, 'Mugs')).toMatch(/tagged Gift idea$/);
    expect(await results.getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('.listing-progress').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
  });

  const answer = (page: Page, response: Parameters<Route['fulfill']>[0]) =>
    page.route(REFRESH, (route) => route.fulfill(response));
  it.each([
    [
      'the request is aborted',
      'You are probably offline.',
      (page: Page) => page.route(REFRESH, (route) => route.abort('failed')),
    ],
    [
      'the server answers with an error',
      'Invalid parameter(s): widget_id',
      (page: Page) =>
        answer(page, {
          status: 400,
          json: { code: 'rest_invalid_param', message: 'Invalid parameter(s): widget_id', data: { status: 400 } },
        }),
    ],
    ['the answer is empty', 'The response is not a valid JSON response.', (page: Page) => answer(page, { body: '' })],
    [
      'the answer is not JSON',
      'The response is not a valid JSON response.',
      (page: Page) => answer(page, { status: 200, contentType: 'text/html', body: '<html>Please log in</html>' }),
    ],
  ])('leaves the grid as it was with an announced notice when %s', async (_what, reason, fail) => {
    const page = await open();
    await fail(page);
    await term(page, 'Mugs', 'Handmade').click();
    const message = `The products could not be filtered. ${reason}`;
    await expect.poll(() => page.locator('.notices-wrapper .notice').allTextContents()).toEqual([message]);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${message}`);
    expect(await count(page, 'Mugs')).toBe('Showing 11 products');
    expect(await term(page, 'Mugs', 'Handmade').getAttribute('aria-current')).toBeNull();
    expect(await page.locator('[data-listing-region="mugs"]').getAttribute('aria-busy')).toBeNull();
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('without JavaScript', () => {
  it('a tag link loads the page with that grid filtered, the other left as it was', async () => {
    const page = await open({ ...PHONE, javaScriptEnabled: false });
    await Promise.all([
      page.waitForURL('**/gift-guide/?e-filter-mugs-product_tag=handmade'),
      term(page, 'Mugs', 'Handmade').tap(),
    ]);
    expect(await count(page, 'Mugs')).toMatch(/tagged Handmade$/);
    expect(await count(page, 'Notebooks')).toMatch(/^Showing \d+ products$/);
    await page.screenshot({ path: '/tmp/s7-loopgrid/gift-guide-nojs-390.png', fullPage: false });
  });
});

describe('accessibility', () => {
  it('the gift guide passes axe (WCAG 2.2 AA) at both widths, filtered in place and not', async () => {
    for (const options of [DESKTOP, PHONE]) {
      const page = await open(options);
      await term(page, 'Mugs', 'Handmade').click();
      await expect.poll(() => count(page, 'Mugs')).toMatch(/tagged Handmade$/);
      await waitForHydration(page);
      // The new grid fades in: its colours are checked as they end, not halfway.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished),
        ),
      );
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});

describe('the page as it looks', () => {
  it.each([
    ['390', PHONE],
    ['1280', DESKTOP],
  ])('at %s px', async (width, options) => {
    const page = await open(options);
    await term(page, 'Mugs', 'Handmade').click();
    await expect.poll(() => count(page, 'Mugs')).toMatch(/tagged Handmade$/);
    await grid(page, 'Mugs').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/s7-loopgrid/gift-guide-${width}.png`, animations: 'disabled' });
  });
});

describe("the gift guide's carousel filtered by category", () => {
  const carousel = (page: Page) => page.getByRole('region', { name: 'Popular gifts' });
  const carouselCount = (page: Page) => carousel(page).locator('.carousel__count').textContent();
  const slideNames = (page: Page) => carousel(page).locator('[aria-roledescription="slide"] h3').allTextContents();

  it('with JavaScript at 390 px by touch: a category changes the slides in place, the controls run again over them', async () => {
    const page = await open(PHONE);
    await markDocument(page);
    const before = await slideNames(page);
    await Promise.all([
      page.waitForURL((url) => url.search === '?e-filter-popular-product_cat=lamps'),
      carousel(page).getByRole('navigation').getByRole('link', { name: 'Lamps' }).tap(),
    ]);
    await expect.poll(() => carouselCount(page)).toMatch(/^Showing \d+ products? in Lamps$/);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-polite:${await carouselCount(page)}`);
    const lamps = await slideNames(page);
    expect(lamps).not.toEqual(before);
    expect(await isSameDocument(page)).toBe(true);
    // The new slides' controls, started again: at least 2 slides, so Next moves and says where it is.
    expect(lamps.length).toBeGreaterThanOrEqual(2);
    await waitForHydration(page);
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    await next.tap();
    await expect.poll(() => announced(page)).toContain(`a11y-speak-polite:Slide 2 of ${lamps.length}`);
    await page.screenshot({ path: '/tmp/s7-loopgrid/carousel-lamps-390.png', animations: 'disabled' });

    await page.goBack();
    await expect.poll(() => slideNames(page)).toEqual(before);
  });

  it('by keyboard at 1280 px: Enter on a category keeps focus on it, chosen', async () => {
    const page = await open(DESKTOP);
    const link = carousel(page).getByRole('navigation').getByRole('link', { name: /^Mugs/ });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => carouselCount(page)).toBe('Showing 8 products in Mugs');
    expect(await focused(page)).toBe('a: Mugs (chosen; follow to remove)');
    await page.screenshot({ path: '/tmp/s7-loopgrid/carousel-mugs-1280.png', animations: 'disabled' });
  });

  it('without JavaScript: a category link loads the page with the carousel filtered', async () => {
    const page = await open({ ...DESKTOP, javaScriptEnabled: false });
    await Promise.all([
      page.waitForURL('**/gift-guide/?e-filter-popular-product_cat=mugs'),
      carousel(page).getByRole('navigation').getByRole('link', { name: 'Mugs' }).click(),
    ]);
    expect(await carouselCount(page)).toBe('Showing 8 products in Mugs');
    expect(await carousel(page).getByRole('button').count()).toBe(0);
  });
});

describe.each([
  ['with the back/forward cache', true],
  ['without the back/forward cache', false],
])('Back to a grid filtered in place from a product page, %s', (_how, backForwardCache) => {
  const cached = setUpBrowserShop({}, { backForwardCache });
  it('shows the grid as the shopper left it', async () => {
    const page = await cached.newPage(DESKTOP);
    await page.goto('/gift-guide/');
    await waitForHydration(page);
    await markDocument(page);
    await Promise.all([
      page.waitForURL((url) => url.search === '?e-filter-mugs-product_tag=handmade'),
      term(page, 'Mugs', 'Handmade').click(),
    ]);
    await expect.poll(() => count(page, 'Mugs')).toMatch(/tagged Handmade$/);
    const handmade = await names(page, 'Mugs');
    await Promise.all([
      page.waitForURL('**/product/**'),
      grid(page, 'Mugs').locator('a.product-card__link').first().click(),
    ]);
    // A restored page fires no `load`: wait for the history step only.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.url()).toMatch(/\?e-filter-mugs-product_tag=handmade$/);
    await expect.poll(() => names(page, 'Mugs')).toEqual(handmade);
    expect(new URL(page.url()).search).toBe('?e-filter-mugs-product_tag=handmade');
    expect(await term(page, 'Mugs', 'Handmade').getAttribute('aria-current')).toBe('true');
    // From the cache the page is the one left; without it, the page the filtered URL names.
    expect(await isSameDocument(page)).toBe(backForwardCache);
  });
});
