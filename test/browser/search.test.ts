import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { announced, recordAnnouncements, tabTo } from '../support/page';

/** Search in Chromium: the header's form and the results page without JavaScript, suggestions with it. */
const env = setUpBrowserShop();
let problems: string[] = [];

afterEach(() => {
  expect(problems).toEqual([]);
  problems = [];
});

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
};

async function open(path: string, options: Parameters<typeof env.newPage>[0]): Promise<Page> {
  const page = await env.newPage(options);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  await recordAnnouncements(page.context());
  await page.goto(path);
  return page;
}

/** What axe finds on the page as it is now, one line per rule and element. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
}

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('search').getByRole('searchbox', { name: 'Search products and journal' });
const resultNames = (page: Page) => page.locator('.search-results .products h3').allTextContents();

for (const [size, options] of Object.entries(SIZES)) {
  describe(`search at ${options.viewport.width} px (${size})`, () => {
    it('without JavaScript: "mug" from the header opens the results page, mugs first', async () => {
      const page = await open('/', { ...options, javaScriptEnabled: false });
      const field = headerSearch(page);
      expect(await field.isVisible()).toBe(true);
      await field.fill('mug');
      await field.press('Enter');
      await page.waitForURL('**/search/?s=mug');
      expect(await page.locator('h1').textContent()).toBe('Search results for “mug”');
      const names = await resultNames(page);
      expect(names.length).toBeGreaterThan(2);
      expect(names[0]).toMatch(/Mug$/);
      expect(await headerSearch(page).inputValue()).toBe('mug');
      // The results link to the products.
      await page
        .getByRole('link', { name: names[0] ?? '' })
        .first()
        .click();
      await page.waitForURL('**/product/**');
      expect(await page.locator('h1').textContent()).toBe(names[0]);
    });

    it('with JavaScript: suggestions by keyboard, the count said, the focus kept in the field, Enter opens the one chosen', async () => {
      const page = await open('/', options);
      await tabTo(page, 'header input[name="s"]');
      await page.keyboard.type('mug');
      const field = page.getByRole('combobox', { name: 'Search products and journal' });
      await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
      const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
      const labels = await suggestions.locator('.search-form__option-label').allTextContents();
      expect(labels.length).toBeGreaterThan(2);
      expect(labels[0]).toMatch(/Mug/);
      await expect
        .poll(() => announced(page))
        .toContain(`a11y-speak-polite:${labels.length} suggestions; use the up and down arrows to choose.`);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = await suggestions.nth(1).getAttribute('id');
      expect(await field.getAttribute('aria-activedescendant')).toBe(second);
      expect(await suggestions.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('s');
      expect(await suggestions.nth(1).isVisible()).toBe(true);
      expect(await violations(page)).toEqual([]);

      // Escape closes the list and leaves what was typed.
      await page.keyboard.press('Escape');
      await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
      expect(await field.inputValue()).toBe('mug');
      expect(await suggestions.first().isVisible()).toBe(false);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/product/**');
      expect(await page.locator('h1').textContent()).toBe(labels[1]);
    });

    it('with JavaScript: Enter with nothing highlighted searches, as without', async () => {
      const page = await open('/journal/', options);
      await headerSearch(page).click();
      await page.keyboard.type('mug');
      await expect.poll(() => page.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/search/?s=mug');
      expect((await resultNames(page))[0]).toMatch(/Mug$/);
      // axe needs the page's scripts, so the results page is checked here.
      expect(await violations(page)).toEqual([]);
    });
  });
}
