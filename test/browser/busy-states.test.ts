import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { holdRequests, waitForHydration } from '../support/page';
import { stockedProduct } from '../support/placed-orders';

/**
 * What a shopper sees while the shop works: a listing being refreshed by the filter shows
 * that it is updating, and a checkout being placed says so on its button and cannot be
 * sent twice. Each answer is held (page.route) so the busy state can be looked at; with
 * reduced motion the indicator stands still.
 */
const env = setUpBrowserShop();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Motion = 'reduce' | 'no-preference';

async function open(viewport: typeof PHONE, path: string, reducedMotion: Motion = 'no-preference'): Promise<Page> {
  const phone = viewport.width < 768;
  const page = await env.newPage({ viewport, hasTouch: phone, isMobile: phone, reducedMotion });
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** Whether `locator`'s box lies wholly within the window as the shopper sees it now. */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });

/** The animations running on `selector` and inside it, pseudo-elements included. */
const turning = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);

describe.each([
  { name: 'a phone, through the filter panel', viewport: PHONE },
  { name: 'a desktop', viewport: DESKTOP },
])('a filter refresh on $name', ({ viewport }) => {
  async function applyEcoHeld(page: Page) {
    const release = await holdRequests(page, '**/api/statefront/v1/refresh-loop**');
    const phone = viewport.width < 768;
    if (phone) {
      await page.getByRole('button', { name: 'Filter', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Filter products' }).waitFor();
    }
    const scope = phone ? page.getByRole('dialog', { name: 'Filter products' }) : page.locator('form.listing-filter');
    await scope.getByLabel('Eco-friendly', { exact: true }).check();
    const apply = scope.getByRole('button', { name: 'Filter', exact: true });
    if (phone) await apply.tap();
    else await apply.click();
    return release;
  }

  it('shows a turning progress indicator on screen while the listing updates, and none after', async () => {
    const page = await open(viewport, '/shop/');
    expect(await page.getByText('Updating products…').count()).toBe(0);
    const release = await applyEcoHeld(page);

    const progress = page.getByText('Updating products…');
    await progress.waitFor();
    expect(await onScreen(page, '.listing-progress')).toBe(true);
    expect(await turning(page, '.listing-progress')).toBeGreaterThan(0);

    release();
    await expect.poll(() => page.locator('.result-count').textContent()).not.toBe('Showing 1–12 of 66 results');
    await progress.waitFor({ state: 'detached' });
  });

  it('shows it standing still for a shopper who prefers reduced motion', async () => {
    const page = await open(viewport, '/shop/', 'reduce');
    const release = await applyEcoHeld(page);
    await page.getByText('Updating products…').waitFor();
    expect(await onScreen(page, '.listing-progress')).toBe(true);
    expect(await turning(page, '.listing-progress')).toBe(0);
    release();
  });
});

describe.each([
  { name: 'a phone', viewport: PHONE },
  { name: 'a desktop', viewport: DESKTOP },
])('placing an order on $name', ({ viewport }) => {
  let productId: number;
  beforeAll(async () => {
    productId = await stockedProduct(env.shop.db, 50);
  });

  async function filledCheckout(reducedMotion: Motion = 'no-preference'): Promise<Page> {
    const page = await open(viewport, `/shop/?add-to-cart=${productId}`, reducedMotion);
    await page.goto('/checkout/');
    await waitForHydration(page);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email address').fill('grace@example.com');
    await page.getByLabel('Street address').fill('1 Compiler Way');
    await page.getByLabel('Town / City').fill('Arlington');
    await page.getByLabel('Postcode / ZIP').fill('22201');
    return page;
  }

  const orderCount = async () => (await env.shop.db.selectFrom('orders').select('id').execute()).length;

  it('says "Placing order…" on a busy button, sends the order once however often it is pressed, then goes to the summary', async () => {
    const page = await filledCheckout();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/statefront/v1/checkout')) sent.push(r.method());
    });
    const release = await holdRequests(page, '**/api/statefront/v1/checkout*');
    const ordersBefore = await orderCount();

    const button = page.locator('button.checkout__place-order');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Placing order…');
    expect(await page.locator('form.checkout').getAttribute('aria-busy')).toBe('true');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await turning(page, 'button.checkout__place-order')).toBeGreaterThan(0);
    // Pressed again, by pointer and by keyboard, while the first is on its way (forced:
    // Playwright waits for a button marked aria-disabled to be enabled; a shopper does not).
    await button.click({ force: true });
    await button.press('Enter');
    expect(sent).toEqual(['POST']);

    release();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/);
    expect(sent).toEqual(['POST']);
    expect(await orderCount()).toBe(ordersBefore + 1);
  });

  it('shows the busy button standing still for a shopper who prefers reduced motion', async () => {
    const page = await filledCheckout('reduce');
    const release = await holdRequests(page, '**/api/statefront/v1/checkout*');
    const button = page.locator('button.checkout__place-order');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Placing order…');
    expect(await turning(page, 'button.checkout__place-order')).toBe(0);
    release();
    await page.waitForURL(/\/checkout\/order-received\//);
  });
});
