import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerInBrowser } from '../support/account';
import { setUpBrowserShop } from '../support/browser';
import { simpleProductInStock, typeBillingDetails } from '../support/orders';
import { announced, focused, recordAnnouncements, tabTo, waitForHydration } from '../support/page';

/**
 * Where focus goes after something on the page disappears or the page comes back with a
 * problem, with the keyboard only in Chromium: never to <body>, where a keyboard or screen
 * reader user would have to start again from the top.
 */
const isMain = (page: Page) => page.evaluate(() => document.activeElement?.id === 'main');

describe('dismissing the store notice', () => {
  const env = setUpBrowserShop();

  it('moves focus to the main content', async () => {
    const page = await env.newPage();
    await page.goto('/shop/');
    await waitForHydration(page);
    await tabTo(page, '.store-notice__dismiss');
    await page.keyboard.press('Enter');
    await page.locator('.store-notice').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatch(/^main#main/);
    // The next Tab goes on from there, into the page's content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });
});

describe('dismissing the coming-soon banner', () => {
  const env = setUpBrowserShop({ comingSoon: true });

  it('moves focus to the main content once the banner is gone', async () => {
    const page = await env.newPage();
    await registerInBrowser(page, env.shop.url, 'focus-banner@example.com');
    await page.goto('/shop/');
    await waitForHydration(page);
    await tabTo(page, '.coming-soon-banner__dismiss', { back: true });
    await page.keyboard.press('Enter');
    await page.locator('.coming-soon-banner').waitFor({ state: 'detached' });
    expect(await isMain(page)).toBe(true);
  });
});

describe('a checkout the server sends back with errors', () => {
  const env = setUpBrowserShop();

  it('focuses the error summary and says what to correct', async () => {
    const page = await env.newPage();
    await recordAnnouncements(page.context());
    const productId = await simpleProductInStock(env.shop.db);
    await page.goto(`/shop/?add-to-cart=${productId}`);
    await page.goto('/checkout/');
    await waitForHydration(page);
    // Too short for a phone number: only the server's rules say so.
    await typeBillingDetails(page, '12');
    // Sent in place (the JSON checkout); the server refuses the phone.
    await page.keyboard.press('Enter');

    const summary = page.locator('.checkout-errors');
    await expect.poll(() => focused(page)).toMatch(/^div: There is a problem/);
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() => announced(page))
      .toContain('a11y-speak-assertive:There is a problem. Please enter a valid phone number, or leave it empty.');
    // From the summary, the link to the field takes the shopper there.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // Focus reaches the fragment's target a moment after the link is followed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('billing_phone');
  });
});
