import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, miniCartLines, waitForHydration } from '../support/page';

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
