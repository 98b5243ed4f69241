import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PopupConfig } from '../../domain/popupConditions';
import type { RunningShop } from '../../server/start';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, miniCartLines, waitForHydration } from '../support/page';
import { startTestShop } from '../support/shop';

/**
 * axe-core on every page type, at phone and desktop widths, with each modal surface open
 * (the mini-cart drawer, the filter panel, the lightbox, the popup). Every rule axe runs
 * counts, best practices included: any violation fails.
 */
const env = setUpBrowserShop();

const WIDTHS = [
  { width: 320, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
];
type Width = (typeof WIDTHS)[number];

const popup: PopupConfig = {
  id: 'axe',
  heading: 'Get 10% off your first order',
  body: 'Join our newsletter.',
  triggers: { delaySeconds: 1 },
  conditions: {},
};
let popupShop: RunningShop | undefined;
beforeAll(async () => {
  popupShop = await startTestShop({ popup });
});
afterAll(async () => {
  await popupShop?.close();
});

function open(width: Width, baseURL?: string): Promise<Page> {
  const { phone, ...viewport } = width;
  return env.newPage({ viewport, hasTouch: phone, isMobile: phone, ...(baseURL ? { baseURL } : {}) });
}

/** What axe finds on the page as it is now, one line per rule and element, named by `where`. */
async function violations(page: Page, where: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} at ${n.target.join(' ')}`));
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function withTwoLines(page: Page): Promise<void> {
  await visit(page, '/shop/');
  for (const i of [0, 1]) await addButtons(page).nth(i).click();
  await expect.poll(() => miniCartLines(page).count()).toBe(2);
}

describe.each(WIDTHS)('axe at $width px', (width) => {
  it('finds nothing on the listings, with the mini-cart drawer and the filter panel open', async () => {
    const page = await open(width);
    await withTwoLines(page);
    const found = await violations(page, 'shop');

    await page.getByRole('button', { name: /^Cart 2 items/ }).click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    found.push(...(await violations(page, 'shop, mini-cart open')));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Cart' }).isVisible()).toBe(false);

    if (width.phone) {
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.getByRole('dialog', { name: 'Filter products' }).waitFor();
      found.push(...(await violations(page, 'shop, filter panel open')));
    }

    await visit(page, '/product-category/mugs/');
    found.push(...(await violations(page, 'category')));
    await visit(page, '/shop/?e-filter-shop-product_tag=eco+no-such-tag');
    found.push(...(await violations(page, 'shop, filtered to nothing')));
    expect(found).toEqual([]);
  });

  it('finds nothing on a product page, with the lightbox open', async () => {
    const page = await open(width);
    await visit(page, '/product/giant-soup-mug/');
    const found = await violations(page, 'product');
    await page.locator('.product-gallery__link').nth(1).click();
    await page.getByRole('dialog', { name: 'Giant Soup Mug, side view' }).waitFor();
    found.push(...(await violations(page, 'product, lightbox open')));
    expect(found).toEqual([]);
  });

  it('finds nothing on the cart, the checkout with its errors, and the purchase summary', async () => {
    const page = await open(width);
    await withTwoLines(page);
    await visit(page, '/cart/');
    const found = await violations(page, 'cart');
    await visit(page, '/checkout/');
    found.push(...(await violations(page, 'checkout')));
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email address').fill('grace@example.com');
    await page.getByLabel('Street address').fill('1 Compiler Way');
    await page.getByLabel('Town / City').fill('Arlington');
    await page.getByLabel('Postcode / ZIP').fill('22201');
    // The browser lets a phone number through that the shop's rules refuse: the server answers with its errors.
    await page.getByLabel('Phone (optional)').fill('12');
    await Promise.all([page.waitForURL('**/checkout/'), page.getByRole('button', { name: 'Place order' }).click()]);
    await page.locator('.checkout-errors').waitFor();
    await waitForHydration(page);
    found.push(...(await violations(page, 'checkout with errors')));
    await page.getByLabel('Phone (optional)').fill('');
    await Promise.all([
      page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/),
      page.getByRole('button', { name: 'Place order' }).click(),
    ]);
    await waitForHydration(page);
    found.push(...(await violations(page, 'order received')));
    expect(found).toEqual([]);
  });

  it('finds nothing on the account page, the empty cart and the page not found', async () => {
    const page = await open(width);
    await visit(page, '/my-account/');
    const found = await violations(page, 'account');
    await visit(page, '/cart/');
    found.push(...(await violations(page, 'empty cart')));
    await page.goto('/no-such-page/');
    found.push(...(await violations(page, 'not found')));
    expect(found).toEqual([]);
  });

  it('finds nothing with the popup open', async () => {
    const page = await open(width, popupShop?.url);
    await visit(page, '/shop/');
    await page.getByRole('dialog', { name: 'Get 10% off your first order' }).waitFor();
    expect(await violations(page, 'shop, popup open')).toEqual([]);
  });
});
