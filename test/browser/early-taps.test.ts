import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, cartCount, holdRequests, isSameDocument, markDocument, tabTo } from '../support/page';

/**
 * The page's code comes after its first screen (docs/decisions/0312). A shopper on a phone who
 * taps "Add to cart" before it has come still adds in place, without a reload, once it comes;
 * if it never comes, the tap does what it does without JavaScript (docs/decisions/0317).
 */
const env = setUpBrowserShop();
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The page's code: every script but its small loader. */
const pagesCode = (url: URL) =>
  url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.includes('entry-client');

describe('a tap before the page’s code has come', () => {
  it('adds from the listing in place once the code comes, without a reload', async () => {
    const page = await env.newPage(phone);
    const release = await holdRequests(page, pagesCode);
    await page.goto('/shop/');
    await markDocument(page);
    await addButtons(page).first().tap();
    release();
    await expect.poll(() => cartCount(page).textContent(), { timeout: 10_000 }).toMatch(/^1 item /);
    expect(await isSameDocument(page)).toBe(true);
    // The button says what happened, as after any add in place.
    await expect.poll(() => page.locator('a.added_to_cart').count()).toBe(1);
  });

  it('adds from a product page’s form in place once the code comes', async () => {
    const page = await env.newPage(phone);
    await page.goto('/shop/');
    const product = await page.locator('li.product-card a[href^="/product/"]').first().getAttribute('href');
    const release = await holdRequests(page, pagesCode);
    await page.goto(String(product));
    await markDocument(page);
    await page.locator('form.cart button[type="submit"]').tap();
    release();
    await expect.poll(() => cartCount(page).textContent(), { timeout: 10_000 }).toMatch(/^1 item /);
    expect(await isSameDocument(page)).toBe(true);
  });

  it('follows the link as without JavaScript when the code cannot come', async () => {
    const page = await env.newPage(phone);
    await page.route(pagesCode, (route) => route.abort());
    await page.goto('/shop/');
    await markDocument(page);
    await addButtons(page).first().tap();
    await expect.poll(() => cartCount(page).textContent(), { timeout: 10_000 }).toMatch(/^1 item /);
    expect(await isSameDocument(page)).toBe(false);
  });

  it('follows the link as without JavaScript when the code is still on its way 5 s after the tap', async () => {
    const page = await env.newPage(phone);
    await holdRequests(page, pagesCode);
    await page.clock.install();
    await page.goto('/shop/');
    await markDocument(page);
    await addButtons(page).first().tap();
    // Held, and the button says it is busy.
    await expect.poll(() => page.locator('[data-tap-held] a.ajax-add-to-cart').count()).toBe(1);
    await page.clock.runFor(4900);
    expect(await isSameDocument(page)).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => cartCount(page).textContent(), { timeout: 10_000 }).toMatch(/^1 item /);
    expect(await isSameDocument(page)).toBe(false);
  });

  it('holds Enter on a focused button as it holds a tap, and keeps focus on it', async () => {
    const page = await env.newPage();
    const release = await holdRequests(page, pagesCode);
    await page.goto('/shop/');
    await markDocument(page);
    await tabTo(page, 'a.ajax-add-to-cart');
    await page.keyboard.press('Enter');
    release();
    await expect.poll(() => cartCount(page).textContent(), { timeout: 10_000 }).toMatch(/^1 item /);
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.matches('a.ajax-add-to-cart'))).toBe(true);
  });
});

describe('a field focused before the page’s code has come', () => {
  it('offers search suggestions once the code comes, without leaving the field', async () => {
    const page = await env.newPage(phone);
    const release = await holdRequests(page, pagesCode);
    await page.goto('/journal/');
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search products and journal' });
    await field.tap();
    release();
    await expect.poll(() => page.locator('[data-island="SearchForm"][data-hydrated]').count()).toBe(1);
    await page.keyboard.type('mug');
    await expect.poll(() => page.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
  });
});
