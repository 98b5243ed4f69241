import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';

const PREFIX = 'statefront_order_attribution_';

describe('order attribution from arrival to purchase summary', () => {
  const env = setUpBrowserShop();
  let productId: number;

  beforeAll(async () => {
    const product = await env.shop.db
      .selectFrom('products')
      .select('id')
      .where('type', '=', 'simple')
      .where('stock_status', '=', 'instock')
      .where('stock_quantity', '>', 3)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    productId = product.id;
  });

  /** The tracker runs after hydration; wait until it has written the current visit. */
  async function trackedCookie(page: Page): Promise<string> {
    await page.waitForFunction(() => document.cookie.includes('sbjs_current='));
    const cookies = await page.context().cookies();
    return cookies.find((c) => c.name === 'sbjs_current')?.value ?? '';
  }

  async function fieldValue(page: Page, field: string): Promise<string> {
    return page.locator(`input[name="${PREFIX}${field}"]`).inputValue();
  }

  async function addToCartAndCheckout(page: Page) {
    // The listing button's no-JavaScript address: adds, then comes back to the listing.
    await page.goto(`${env.shop.url}/shop/?add-to-cart=${productId}`);
    // The tracker records the listing it came back to (its second page) before we move on.
    await page.waitForFunction(() => /(^|; )sbjs_session=pgs=2(\||%7C)/i.test(document.cookie));
    await page.goto(`${env.shop.url}/checkout/`);
    await page.waitForFunction((name) => {
      const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      return input !== null && input.value !== '';
    }, `${PREFIX}source_type`);
  }

  async function placeOrder(page: Page) {
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email address').fill('grace@example.com');
    await page.getByLabel('Street address').fill('1 Compiler Way');
    await page.getByLabel('Town / City').fill('Arlington');
    await page.getByLabel('Postcode / ZIP').fill('22201');
    await Promise.all([
      page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/),
      page.getByRole('button', { name: 'Place order' }).click(),
    ]);
  }

  it('records a campaign visit, sends it with the checkout, and shows it on the purchase summary', async () => {
    const page = await env.newPage();
    await page.goto(`${env.shop.url}/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=winter`);
    expect(await trackedCookie(page)).toMatch(/^typ=utm\|\|\|src=newsletter\|\|\|mdm=email\|\|\|cmp=winter/);

    await addToCartAndCheckout(page);
    expect(await fieldValue(page, 'source_type')).toBe('utm');
    expect(await fieldValue(page, 'utm_source')).toBe('newsletter');
    expect(await fieldValue(page, 'utm_medium')).toBe('email');
    expect(await fieldValue(page, 'utm_campaign')).toBe('winter');
    expect(await fieldValue(page, 'session_entry')).toContain('utm_source=newsletter');
    // Landing, the add's return to the listing, and the checkout: three pages of one visit.
    expect(await fieldValue(page, 'session_pages')).toBe('3');
    expect(await fieldValue(page, 'session_count')).toBe('1');
    expect(await fieldValue(page, 'user_agent')).not.toBe('');

    await placeOrder(page);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Order received');
    expect(await page.locator('.order-attribution').textContent()).toBe('How you found us: Campaign (utm): newsletter');
    expect(await page.locator('.order-overview').textContent()).toContain('grace@example.com');
  });

  it('classifies a visit referred by Google as organic', async () => {
    const page = await env.newPage();
    await page.goto(`${env.shop.url}/shop/`, { referer: 'https://www.google.com/' });
    expect(await trackedCookie(page)).toMatch(/^typ=organic\|\|\|src=google\|\|\|mdm=organic/);

    await addToCartAndCheckout(page);
    expect(await fieldValue(page, 'source_type')).toBe('organic');
    expect(await fieldValue(page, 'utm_source')).toBe('google');
    await placeOrder(page);
    expect(await page.locator('.order-attribution').textContent()).toBe(
      'How you found us: Search engine (organic): google',
    );
  });
});
