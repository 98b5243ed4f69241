import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { announced, isSameDocument, markDocument, recordAnnouncements, waitForHydration } from '../support/page';
import { lastOrderAttribution, stockedProduct } from '../support/placed-orders';

const CHECKOUT_API = '/api/statefront/v1/checkout';

describe('checkout with and without JavaScript', () => {
  const env = setUpBrowserShop();
  let productId: number;

  beforeAll(async () => {
    productId = await stockedProduct(env.shop.db);
  });

  /**
   * Arrives from a newsletter campaign, adds the product and opens the checkout. With
   * JavaScript, each page is left only once the tracker has counted it (its session
   * cookie says how many pages this visit has seen), as a shopper reading it would.
   */
  async function toCheckout(page: Page, { script = true } = {}) {
    const counted = async (pages: number) => {
      if (!script) return;
      const session = async () => (await page.context().cookies()).find((c) => c.name === 'sbjs_session')?.value ?? '';
      await expect.poll(session).toMatch(new RegExp(`^pgs(=|%3D)${pages}(\\||%7C|$)`));
    };
    await page.goto('/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=winter');
    await counted(1);
    await page.goto(`/shop/?add-to-cart=${productId}`);
    await counted(2);
    await page.goto('/checkout/');
  }

  async function fillBilling(page: Page, postcode: string) {
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email address').fill('grace@example.com');
    await page.getByLabel('Street address').fill('1 Compiler Way');
    await page.getByLabel('Town / City').fill('Arlington');
    await page.getByLabel('Postcode / ZIP').fill(postcode);
  }

  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

  it('with JavaScript, places the order through the JSON checkout, showing field errors in place', async () => {
    const page = await env.newPage();
    await recordAnnouncements(page.context());
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r);
    });
    await toCheckout(page);
    await waitForHydration(page);
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name$="order_attribution_source_type"]')?.value === 'utm',
    );
    await markDocument(page);

    await fillBilling(page, '???');
    // From the keyboard: Enter in a field sends the form.
    await page.getByLabel('Postcode / ZIP').press('Enter');
    const postcode = page.getByLabel('Postcode / ZIP');
    await expect.poll(() => postcode.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#billing_postcode-error').textContent()).toBe('Please enter a valid postcode or ZIP.');
    expect(await page.locator('.checkout-errors li').allTextContents()).toEqual([
      'Please enter a valid postcode or ZIP.',
    ]);
    // Focus is on the error summary, whose link leads to the field.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('checkout-errors'))).toBe(true);
    await expect
      .poll(() => announced(page))
      .toContain('a11y-speak-assertive:There is a problem. Please enter a valid postcode or ZIP.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The browser moves focus to the link's target as it goes to the fragment, a moment later.
    await expect.poll(() => focusedId(page)).toBe('billing_postcode');
    expect(await isSameDocument(page)).toBe(true);

    await postcode.fill('22201');
    await Promise.all([
      page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/),
      page.getByRole('button', { name: 'Place order' }).click(),
    ]);
    expect(await page.locator('.order-attribution').textContent()).toBe('How you found us: Campaign (utm): newsletter');

    // Both tries went to the JSON checkout with the nonce header; the form never posted.
    const sent = posts.filter((r) => new URL(r.url()).pathname !== '/api/statefront/v1/nonce');
    expect(sent.map((r) => new URL(r.url()).pathname)).toEqual([CHECKOUT_API, CHECKOUT_API]);
    expect(sent[1]?.headers().nonce).toMatch(/^[\w-]{22}$/);
    expect(sent[1]?.postDataJSON()).toMatchObject({
      billing_address: { name: 'Grace Hopper', postcode: '22201', country: 'US' },
      extensions: { 'statefront/order-attribution': { source_type: 'utm', utm_source: 'newsletter' } },
    });
    expect(await lastOrderAttribution(env.shop.db)).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter',
      session_pages: '3',
    });
  });

  it('without JavaScript, the form posts, shows its errors and places the order', async () => {
    const page = await env.newPage({ javaScriptEnabled: false });
    await toCheckout(page, { script: false });
    await fillBilling(page, '???');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('/checkout/');
    expect(await page.locator('[role="alert"].checkout-errors li').allTextContents()).toEqual([
      'Please enter a valid postcode or ZIP.',
    ]);
    expect(await page.getByLabel('Postcode / ZIP').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Postcode / ZIP').fill('22201');
    await Promise.all([
      page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/),
      page.getByRole('button', { name: 'Place order' }).click(),
    ]);
    expect(await page.locator('h1').textContent()).toBe('Order received');
    // No script ran, so no visit was tracked: the order carries no attribution.
    expect(await lastOrderAttribution(env.shop.db)).toEqual({});
  });

  it('on a phone, says why no order was placed when the server refuses it or the network fails', async () => {
    const page = await env.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await recordAnnouncements(page.context());
    await toCheckout(page);
    await waitForHydration(page);
    await fillBilling(page, '22201');
    const stock = 'Sorry, “Mug” is out of stock, so no order was placed. Please remove it from your cart.';
    await page.route(`**${CHECKOUT_API}*`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'rest_out_of_stock', message: stock, data: { status: 409 } }),
      }),
    );
    const summary = page.locator('.checkout-errors');
    await page.getByRole('button', { name: 'Place order' }).tap();
    await expect.poll(() => summary.locator('p').textContent()).toBe(stock);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('checkout-errors'))).toBe(true);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${stock}`);

    await page.unroute(`**${CHECKOUT_API}*`);
    await page.route(`**${CHECKOUT_API}*`, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Place order' }).tap();
    await expect.poll(() => summary.locator('p').textContent()).toBe('You are probably offline.');
    await expect.poll(() => announced(page)).toContain('a11y-speak-assertive:You are probably offline.');
    expect(await page.getByRole('button', { name: 'Place order' }).isEnabled()).toBe(true);
    expect(page.url()).toMatch(/\/checkout\/$/);
  });
});
