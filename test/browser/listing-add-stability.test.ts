import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, holdRequests, waitForHydration } from '../support/page';

/**
 * An add in place puts a "View cart" link after the button; nothing else on the page may
 * move for it. Layout shift scores leave out shifts within 500 ms of a click, so the boxes
 * of what lies below are compared before and after instead.
 */
const env = setUpBrowserShop();

const PHONE = { name: 'a phone at 390 x 844, by touch', viewport: { width: 390, height: 844 }, touch: true };
const SMALL_PHONE = { name: 'a phone at 320 x 640, by touch', viewport: { width: 320, height: 640 }, touch: true };
const DESKTOP = { name: 'a desktop at 1280 px', viewport: { width: 1280, height: 800 }, touch: false };
type Screen = typeof PHONE;
const SCREENS = [PHONE, SMALL_PHONE, DESKTOP];

async function open(screen: Screen, path: string): Promise<Page> {
  const page = await env.newPage({ viewport: screen.viewport, hasTouch: screen.touch, isMobile: screen.touch });
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** Every product card's box in page coordinates, so a scroll between two readings does not count. */
const cardBoxes = (page: Page) =>
  page.locator('.products .product-card').evaluateAll((cards) =>
    cards.map((card) => {
      const r = card.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    }),
  );

describe.each(SCREENS)('an add on the shop listing on $name', (screen) => {
  it('shows "View cart" inside the added card and moves no card, its own included', async () => {
    const page = await open(screen, '/shop/');
    const before = await cardBoxes(page);
    expect(before.length).toBe(12);

    // The add's answer is held, so the button's busy state is measured too.
    const answer = await holdRequests(page, '**/cart-api/add_to_cart');
    const button = addButtons(page).first();
    if (screen.touch) await button.tap();
    else await button.click();
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(await cardBoxes(page), 'while the add is on its way').toEqual(before);

    answer();
    const viewCart = page.getByRole('link', { name: 'View cart' });
    await viewCart.waitFor();
    expect(await cardBoxes(page), 'once it is added').toEqual(before);
    // The link is there to be seen and hit: within its card, and at least 24 px tall.
    const card = await page.locator('.products .product-card').first().boundingBox();
    const link = await viewCart.boundingBox();
    expect(link?.height).toBeGreaterThanOrEqual(24);
    expect(link?.y).toBeGreaterThanOrEqual(card?.y ?? 0);
    expect((link?.y ?? 0) + (link?.height ?? 0)).toBeLessThanOrEqual((card?.y ?? 0) + (card?.height ?? 0));
    expect((link?.x ?? 0) + (link?.width ?? 0)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
  });
});

describe.each(SCREENS)('an add on a product page on $name', (screen) => {
  it('shows "View cart" after the button and moves nothing below the form', async () => {
    const page = await open(screen, '/product/giant-soup-mug/');
    const below = () =>
      Promise.all(
        [page.locator('.product__meta'), page.getByRole('heading', { name: 'Description' })].map((l) =>
          l.evaluate((el) => el.getBoundingClientRect().y + window.scrollY),
        ),
      );
    const before = await below();

    const answer = await holdRequests(page, '**/cart-api/add_to_cart');
    const button = page.getByRole('button', { name: 'Add to cart' });
    if (screen.touch) await button.tap();
    else await button.click();
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(await below(), 'while the add is on its way').toEqual(before);

    answer();
    const viewCart = page.getByRole('link', { name: 'View cart' });
    await viewCart.waitFor();
    expect(await below(), 'once it is added').toEqual(before);
    const link = await viewCart.boundingBox();
    expect(link?.height).toBeGreaterThanOrEqual(24);
    expect((link?.x ?? 0) + (link?.width ?? 0)).toBeLessThanOrEqual(screen.viewport.width);
  });
});
