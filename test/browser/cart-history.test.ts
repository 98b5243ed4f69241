import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, cartCount, isSameDocument, markDocument, miniCartLines, waitForHydration } from '../support/page';

/** A fresh shopper on /shop/, hydrated, who adds the first product there. */
async function shopperWithOneItem(env: ReturnType<typeof setUpBrowserShop>): Promise<Page> {
  const page = await env.newPage();
  await page.goto('/shop/');
  await waitForHydration(page);
  await addButtons(page).first().click();
  await expect.poll(() => cartCount(page).textContent()).toMatch(/^1 item –/);
  await markDocument(page);
  return page;
}

/** Follows the link of the second product card that can be added (not its button) to that product's page. */
async function openSecondProduct(page: Page): Promise<void> {
  const card = page
    .locator('li.product-card')
    .filter({ has: addButtons(page) })
    .nth(1);
  await Promise.all([page.waitForURL(/\/product\//), card.locator('a.product-card__link').click()]);
  await waitForHydration(page);
}

/** How the browser brought the current document: 'navigate', 'reload' or 'back_forward'. */
const navigationType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);

describe('Back without the back/forward cache (the page comes again, from the HTTP cache)', () => {
  const env = setUpBrowserShop();

  it('shows the cart as it is now, not as the cached page had it', async () => {
    const page = await shopperWithOneItem(env);
    await openSecondProduct(page);
    await page.click('button.single_add_to_cart_button');
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^2 items –/);

    await page.goBack();
    // A new document of the listing, which the browser may take from its cache as it was.
    expect(await isSameDocument(page)).toBe(false);
    expect(await navigationType(page)).toBe('back_forward');
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^2 items –/);
    await expect.poll(() => miniCartLines(page).count()).toBe(2);
  });

  it('shows the add made before leaving, when Back returns to the page it was made on', async () => {
    const page = await shopperWithOneItem(env);
    await openSecondProduct(page);
    await page.goBack();
    expect(await isSameDocument(page)).toBe(false);
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^1 item –/);
    expect(await miniCartLines(page).count()).toBe(1);
  });
});

describe('Back with the back/forward cache (the page is restored as it was left)', () => {
  const env = setUpBrowserShop({}, { backForwardCache: true });

  it('shows the cart as it is now, not as it was when the page was left', async () => {
    const page = await shopperWithOneItem(env);
    const secondId = (await addButtons(page).nth(1).getAttribute('data-product_id')) ?? '';
    await openSecondProduct(page);
    // The cart changes where no open page of the shop hears of it (another device, say):
    // an add on this tab would be broadcast to the left page, and Chromium drops a cached
    // page that is sent a message, loading it afresh on Back.
    const elsewhere = await page.context().request.post('/cart-api/add_to_cart', { form: { product_id: secondId } });
    expect(elsewhere.ok()).toBe(true);

    // A restored page fires no `load`: wait for the history step only.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.url()).toMatch(/\/shop\/$/);
    // The very document that was left: restored, not loaded again.
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^2 items –/);
    await expect.poll(() => miniCartLines(page).count()).toBe(2);
  });

  it('shows no add-to-cart button still loading when Back returns from the product page it sent the shopper to', async () => {
    const page = await env.newPage();
    await page.goto('/shop/');
    await waitForHydration(page);
    await markDocument(page);
    const button = addButtons(page).first();
    // The add cannot be done in place (say the product sold out): the answer names its page.
    await page.route('**/cart-api/add_to_cart', (route: Route) =>
      route.fulfill({ json: { error: true, product_url: '/product/speckled-stoneware-mug/' } }),
    );
    await Promise.all([page.waitForURL(/\/product\/speckled-stoneware-mug\/$/), button.click()]);

    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.url()).toMatch(/\/shop\/$/);
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(() => button.getAttribute('class')).not.toContain('loading');
    expect(await button.getAttribute('aria-disabled')).toBeNull();
  });
});
