import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../server/db/schema';
import { setUpBrowserShop } from '../support/browser';
import { expectedNames } from '../support/orders';

/**
 * The catalogue as a shopper uses it in Chromium: sorting with the dropdown, paging,
 * the hydrated result count, and the whole listing with JavaScript turned off.
 */
const env = setUpBrowserShop();
let products: Product[];
/** Console errors, uncaught exceptions and failed requests of the current test's pages. */
let problems: string[] = [];

beforeAll(async () => {
  products = await env.shop.db.selectFrom('products').selectAll().execute();
});
afterEach(() => {
  expect(problems).toEqual([]);
  problems = [];
});

async function openPage(options: { javaScriptEnabled: boolean }): Promise<Page> {
  const page = await env.newPage(options);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return page;
}

const cardNames = (page: Page) => page.locator('.products .product-card__title').allTextContents();
const politeRegion = (page: Page) => page.locator('#a11y-speak-polite').textContent();

describe('with JavaScript', () => {
  it('hydrates the listing: the result count is said again in the live region', async () => {
    const page = await openPage({ javaScriptEnabled: true });
    await page.goto('/shop/');
    const count = await page.locator('.result-count').textContent();
    expect(count).toBe(`Showing 1–12 of ${products.length} results`);
    await expect.poll(() => politeRegion(page), { timeout: 15_000 }).toBe(count);
  });

  it('reloads the listing in the new order when the shopper changes the sort, keeping the choice', async () => {
    const page = await openPage({ javaScriptEnabled: true });
    await page.goto('/shop/');
    expect(await cardNames(page)).toEqual(expectedNames(products, 'menu_order'));
    // The island must be hydrated before the change can submit the form.
    await expect.poll(() => politeRegion(page), { timeout: 15_000 }).not.toBe('');

    await Promise.all([
      page.waitForURL('**/shop/?orderby=price'),
      page.selectOption('select[name="orderby"]', 'price'),
    ]);
    expect(await cardNames(page)).toEqual(expectedNames(products, 'price'));
    expect(await page.locator('select[name="orderby"]').inputValue()).toBe('price');

    await Promise.all([page.waitForURL('**/shop/?orderby=price&paged=2'), page.click('nav.pagination a[rel="next"]')]);
    expect(await cardNames(page)).toEqual(expectedNames(products, 'price', 2));
    expect(await page.locator('select[name="orderby"]').inputValue()).toBe('price');
    expect(await page.locator('.result-count').textContent()).toBe(`Showing 13–24 of ${products.length} results`);

    await Promise.all([
      page.waitForURL('**/shop/?orderby=price-desc'),
      page.selectOption('select[name="orderby"]', 'price-desc'),
    ]);
    expect(await cardNames(page)).toEqual(expectedNames(products, 'price-desc'));
  });

  it('sorts a category listing and stays in the category', async () => {
    const page = await openPage({ javaScriptEnabled: true });
    await page.goto('/product-category/lamps/');
    await expect.poll(() => politeRegion(page), { timeout: 15_000 }).toBe('Showing all 11 results');
    await Promise.all([
      page.waitForURL('**/product-category/lamps/?orderby=popularity'),
      page.selectOption('select[name="orderby"]', 'popularity'),
    ]);
    expect(await page.locator('h1').textContent()).toBe('Lamps');
    expect(await page.locator('select[name="orderby"]').inputValue()).toBe('popularity');
  });
});

describe('with JavaScript off', () => {
  it('shows the products with working product and add-to-cart links', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto('/shop/');
    expect(await cardNames(page)).toEqual(expectedNames(products, 'menu_order'));
    expect(await page.locator('.products .product-card img').count()).toBe(12);
    expect(await page.locator('.products .product-card .price').count()).toBe(12);
    expect(await page.locator('.site-header .cart-contents-count').textContent()).toBe('0 items – $0.00');

    // The add-to-cart link adds through its GET and comes back with a notice.
    const card = page.locator('.products .product-card', { has: page.locator('a.button[data-product_id]') }).first();
    const button = card.locator('a.button');
    const name = await card.locator('.product-card__title').textContent();
    await Promise.all([page.waitForURL('**/shop/'), button.click()]);
    expect(await page.locator('.notices-wrapper .notice').first().textContent()).toContain(
      `“${name}” has been added to your cart.`,
    );
    expect(await page.locator('.site-header .cart-contents-count').textContent()).toMatch(/^1 item – \$/);
    expect(await page.locator('.widget_shopping_cart_content').textContent()).toContain(name);

    // The product link opens the product page.
    const productName = (await cardNames(page))[3]!;
    await page.locator('.product-card__link', { hasText: productName }).click();
    await page.waitForURL('**/product/**');
    expect(await page.locator('h1').textContent()).toBe(productName);
    expect(await page.locator('.site-header .cart-contents-count').textContent()).toMatch(/^1 item – \$/);

    // And the header's cart link shows what was added.
    await Promise.all([page.waitForURL('**/cart/'), page.click('.site-header a.cart-contents')]);
    expect(await page.locator('.cart .product-name').allTextContents()).toEqual([name]);
  });

  it('sorts with the Sort button and pages through the sorted listing', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto('/shop/');
    await page.selectOption('select[name="orderby"]', 'rating');
    // Nothing submits by itself without JavaScript.
    expect(page.url()).toBe(`${env.shop.url}/shop/`);
    await Promise.all([page.waitForURL('**/shop/?orderby=rating'), page.click('form.sort-form button[type="submit"]')]);
    expect(await cardNames(page)).toEqual(expectedNames(products, 'rating'));
    expect(await page.locator('select[name="orderby"]').inputValue()).toBe('rating');

    await Promise.all([
      page.waitForURL('**/shop/?orderby=rating&paged=3'),
      page.click('nav.pagination a[aria-label="Page 3"]'),
    ]);
    expect(await cardNames(page)).toEqual(expectedNames(products, 'rating', 3));
  });

  it('sends a product that needs its page there from the listing', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto('/product-category/mugs/');
    const link = page.locator('.products a.button:not([data-product_id])').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/product\/[a-z0-9-]+\/$/);
    await Promise.all([page.waitForURL(`**${href}`), link.click()]);
    expect(await page.locator('form.cart').count()).toBe(0);
  });
});
