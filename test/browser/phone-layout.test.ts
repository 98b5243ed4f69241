import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, isSameDocument, markDocument, miniCartLines, waitForHydration } from '../support/page';
import { clicksReceivedBehind, tabStops, wheelScrolls } from './modal-support';

/** Pages on phones: what fits on the screen at 390 and 320 px wide, by touch. */
const env = setUpBrowserShop();

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

async function phone(viewport: { width: number; height: number }): Promise<Page> {
  return env.newPage({ viewport, hasTouch: true, isMobile: true });
}

/**
 * How wide the page lays out. A mobile browser widens its layout viewport to the content
 * (so `innerWidth` grows with an overflow); both must stay at the phone's width.
 */
const layoutWidths = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

describe.each(PHONES)('the cart page at $width px', (viewport) => {
  it('shows each line as a card with nothing scrolling sideways', async () => {
    const page = await phone(viewport);
    await page.goto('/shop/');
    await waitForHydration(page);
    for (const i of [0, 1]) await addButtons(page).nth(i).tap();
    await expect.poll(() => miniCartLines(page).count()).toBe(2);
    await page.goto('/cart/');

    expect(await layoutWidths(page)).toEqual({ scrollWidth: viewport.width, innerWidth: viewport.width });
    const lines = page.locator('.cart_item');
    expect(await lines.count()).toBe(2);
    for (const i of [0, 1]) {
      const line = lines.nth(i);
      // Picture, name, price, quantity, subtotal and remove: each wholly on screen, across.
      for (const part of ['img', '.product-name a', '.product-price', 'input.qty', '.product-subtotal', 'a.remove']) {
        const box = await line.locator(part).boundingBox();
        expect(box, part).not.toBeNull();
        expect(box?.x, part).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), part).toBeLessThanOrEqual(viewport.width);
      }
      expect(await line.locator('.product-subtotal').textContent()).toMatch(/^\$\d+\.\d\d$/);
    }
  });
});

describe('the shop listing at 390 x 844', () => {
  it('shows the first product card whole on the first screen, the filters behind a button', async () => {
    const page = await phone({ width: 390, height: 844 });
    await page.goto('/shop/');
    await waitForHydration(page);
    const card = await page.locator('.products .product-card').first().boundingBox();
    expect(card).not.toBeNull();
    expect(card?.y).toBeGreaterThanOrEqual(0);
    expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(844);
    expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.locator('form.listing-filter').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Filter' }).isVisible()).toBe(true);
    expect(await layoutWidths(page)).toEqual({ scrollWidth: 390, innerWidth: 390 });
  });
});

describe.each(PHONES)('the filter panel at $width px', (viewport) => {
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Filter products' });

  it('opens by a tap as a modal side panel, applies a tag in place, and closes with focus back on the button', async () => {
    const page = await phone(viewport);
    await page.goto('/shop/');
    await waitForHydration(page);
    await markDocument(page);
    const toggle = page.getByRole('button', { name: 'Filter', exact: true });
    await toggle.tap();
    await panel(page).waitFor();
    expect(await panel(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await clicksReceivedBehind(page, page.locator('.site-title'))).toBe(0);

    await panel(page).getByLabel('Eco-friendly', { exact: true }).tap();
    await Promise.all([
      page.waitForURL((url) => url.search === '?e-filter-shop-product_tag=eco'),
      panel(page).getByRole('button', { name: 'Filter', exact: true }).tap(),
    ]);
    await panel(page).waitFor({ state: 'detached' });
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.getByRole('button', { name: 'Filter (1)' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
  });

  it('opens from the keyboard, keeps Tab inside, and closes on Escape', async () => {
    const page = await phone(viewport);
    await page.goto('/shop/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Filter', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    expect(await tabStops(page, 8)).not.toContain('page');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});

describe('the filter panel in a narrow desktop window', () => {
  it('holds the page still behind it, and lets it scroll again once closed', async () => {
    const page = await env.newPage({ viewport: { width: 600, height: 700 } });
    await page.goto('/shop/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await page.getByRole('dialog', { name: 'Filter products' }).waitFor();
    expect(await wheelScrolls(page)).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Filter products' }).waitFor({ state: 'detached' });
    expect(await wheelScrolls(page)).toBeGreaterThan(0);
  });
});

describe('the filter on a phone without JavaScript', () => {
  it('is the plain form on the page, without the button that would open nothing', async () => {
    const page = await env.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await page.goto('/shop/');
    expect(await page.locator('form.listing-filter').isVisible()).toBe(true);
    expect(await page.locator('.listing-filter__toggle').isVisible()).toBe(false);
  });
});
