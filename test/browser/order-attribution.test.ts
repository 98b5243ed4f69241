import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { lastOrderAttribution, stockedProduct } from '../support/placed-orders';

const PREFIX = 'statefront_order_attribution_';

describe('order attribution from arrival to purchase summary', () => {
  const env = setUpBrowserShop();
  let productId: number;

  beforeAll(async () => {
    productId = await stockedProduct(env.shop.db, 3);
  });

  /** The tracker runs after hydration; wait until it has written the current visit. */
  async function trackedCookie(page: Page): Promise<string> {
    // The tracker writes every cookie at once, the session one among them; a visitor may
    // arrive with sbjs_current already set, so that one says nothing about the tracker.
    await page.waitForFunction(() => document.cookie.includes('sbjs_session='));
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

  it("keeps the first visit and the visit count from cookies written by WooCommerce's own tracker", async () => {
    const page = await env.newPage();
    // sourcebuster.js 1.1.x URL-encodes each cookie's whole value.
    const referral =
      'typ%3Dreferral%7C%7C%7Csrc%3Dblog.example%7C%7C%7Cmdm%3Dreferral%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%2Fpost%2Fmugs%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29';
    const extra =
      'fd%3D2026-05-01%2008%3A00%3A00%7C%7C%7Cep%3Dhttps%3A%2F%2Fshop.test%2Fshop%2F%3Fref%3Dblog%7C%7C%7Crf%3Dhttps%3A%2F%2Fblog.example%2Fpost%2Fmugs';
    const written = {
      sbjs_migrations: '1418474375998%3D1',
      sbjs_first: referral,
      sbjs_current: referral,
      sbjs_first_add: extra,
      sbjs_current_add: extra,
      sbjs_udata: 'vst%3D2%7C%7C%7Cuip%3D%28none%29%7C%7C%7Cuag%3DMozilla%2F5.0',
    };
    await page
      .context()
      .addCookies(Object.entries(written).map(([name, value]) => ({ name, value, url: env.shop.url })));

    await page.goto(`${env.shop.url}/shop/`);
    expect(await trackedCookie(page)).toMatch(/^typ=referral\|\|\|src=blog\.example\|\|\|mdm=referral/);
    await addToCartAndCheckout(page);
    expect(await fieldValue(page, 'source_type')).toBe('referral');
    expect(await fieldValue(page, 'utm_source')).toBe('blog.example');
    // Two earlier visits, and this one.
    expect(await fieldValue(page, 'session_count')).toBe('3');
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect(cookies.sbjs_first).toBe(referral);
    expect(cookies.sbjs_first_add).toBe(extra);

    await placeOrder(page);
    expect(await page.locator('.order-attribution').textContent()).toBe(
      'How you found us: Link from another site (referral): blog.example',
    );
    expect(await lastOrderAttribution(env.shop.db)).toMatchObject({ source_type: 'referral', session_count: '3' });
  });

  it('carries a 400-character campaign landing URL whole to the order', async () => {
    const page = await env.newPage();
    const start = `${env.shop.url}/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=`;
    const end = '&utm_content=hero-banner&utm_term=last-param';
    const landing = `${start}${'autumn-sale-'.repeat(40).slice(0, 400 - start.length - end.length)}${end}`;
    expect(landing).toHaveLength(400);
    await page.goto(landing);
    await trackedCookie(page);

    await addToCartAndCheckout(page);
    expect(await fieldValue(page, 'session_entry')).toBe(landing);
    expect(await fieldValue(page, 'utm_term')).toBe('last-param');
    await placeOrder(page);
    expect(await lastOrderAttribution(env.shop.db)).toMatchObject({
      source_type: 'utm',
      session_entry: landing,
      utm_term: 'last-param',
    });
  });

  it('counts a link with campaign parameters present but empty as a campaign visit', async () => {
    const page = await env.newPage();
    await page.goto(`${env.shop.url}/shop/?utm_source=&utm_medium=`, { referer: 'https://www.google.com/' });
    expect(await trackedCookie(page)).toMatch(/^typ=utm\|\|\|src=\|\|\|mdm=\|\|\|cmp=\(none\)/);

    await addToCartAndCheckout(page);
    expect(await fieldValue(page, 'source_type')).toBe('utm');
    expect(await fieldValue(page, 'utm_source')).toBe('');
    await placeOrder(page);
    expect(await page.locator('.order-attribution').textContent()).toBe('How you found us: Campaign (utm)');
    expect(await lastOrderAttribution(env.shop.db)).toMatchObject({
      source_type: 'utm',
      referrer: 'https://www.google.com/',
    });
  });
});
