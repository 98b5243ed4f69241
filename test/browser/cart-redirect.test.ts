import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningShop } from '../../server/start';
import { launchBrowser } from '../support/browser';
import { startTestShop } from '../support/shop';
import { addButtons, miniCartLines, waitForHydration } from './cart-support';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startTestShop({ cartRedirectAfterAdd: 'yes' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('cart_redirect_after_add "yes"', () => {
  it('goes to the cart after an in-page add, with the product in it', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const adds: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/cart-api/add_to_cart')) adds.push(r.method());
      });
      await page.goto(`${shop.url}/shop/`);
      await waitForHydration(page);
      const button = addButtons(page).first();
      const label = (await button.getAttribute('aria-label')) ?? '';
      await Promise.all([page.waitForURL(`${shop.url}/cart/`), button.click()]);
      // Added in place (one POST), then sent on: not the no-JavaScript link.
      expect(adds).toEqual(['POST']);
      expect(await page.locator('.cart-page-contents tr.cart_item').count()).toBe(1);
      expect(label).toContain(await page.locator('.cart-page-contents td.product-name').textContent());
      expect(await miniCartLines(page).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
