import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, cartCount, isSameDocument, markDocument, miniCartLines, waitForHydration } from '../support/page';
import { clicksReceivedBehind, tabStops, wheelScrolls } from './modal-support';

/** The mini-cart drawer: opened by the header's cart button, a modal side sheet, at phone and desktop widths. */
const env = setUpBrowserShop();

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

/** A phone shopper (touch, mobile viewport) on /shop/ with `lines` products in the cart, hydrated. */
async function phoneShopper(viewport: { width: number; height: number }, lines = 2): Promise<Page> {
  const page = await env.newPage({ viewport, hasTouch: true, isMobile: true });
  await page.goto('/shop/');
  await waitForHydration(page);
  for (let i = 0; i < lines; i++) await addButtons(page).nth(i).tap();
  await expect.poll(() => miniCartLines(page).count()).toBe(lines);
  return page;
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \d+ items?/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Cart' });
/** Waits for the drawer's slide-in to end, so its box is where it stays. */
const slidIn = (page: Page) =>
  drawer(page).evaluate((d) => Promise.all(d.getAnimations().map((a) => a.finished)).then(() => undefined));
const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);

describe.each(PHONES)('the mini-cart drawer at $width px', (viewport) => {
  it('opens by a tap on the cart button as a modal sheet filling the screen, removes a line in place, and closes', async () => {
    const page = await phoneShopper(viewport);
    await markDocument(page);
    expect(await drawer(page).isVisible()).toBe(false);

    await cartButton(page).tap();
    await drawer(page).waitFor();
    await slidIn(page);
    // The sheet fills the phone's screen: nothing cut off, and no sliver of the page beside it.
    const box = await drawer(page).boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(viewport.width);
    for (const name of ['View cart', 'Checkout']) {
      const link = await drawer(page).getByRole('link', { name }).boundingBox();
      expect((link?.x ?? -1) >= 0 && (link?.x ?? 0) + (link?.width ?? 0) <= viewport.width).toBe(true);
    }
    expect(await focusIsIn(page, 'dialog[open]')).toBe(true);
    // Modal: the page behind takes no tap.
    expect(await clicksReceivedBehind(page, page.locator('.products .product-card').first())).toBe(0);
    expect(await drawer(page).isVisible()).toBe(true);

    const [first, second] = await miniCartLines(page).locator('a.mini-cart__product').allTextContents();
    await drawer(page)
      .getByRole('link', { name: `Remove ${first} from cart` })
      .tap();
    await expect.poll(() => miniCartLines(page).count()).toBe(1);
    expect(await miniCartLines(page).locator('a.mini-cart__product').textContent()).toBe(second);
    expect(await cartCount(page).textContent()).toMatch(/^1 item –/);
    // Removed in place, and the drawer is still open.
    expect(await isSameDocument(page)).toBe(true);
    expect(await drawer(page).isVisible()).toBe(true);

    await drawer(page).getByRole('button', { name: 'Close cart' }).tap();
    await expect.poll(() => drawer(page).isVisible()).toBe(false);
    expect(await cartButton(page).evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await cartButton(page).textContent()).toMatch(/^Cart 1 item –/);
  });

  it('opens from the keyboard, keeps Tab inside, and gives focus back to the cart button on Escape', async () => {
    const page = await phoneShopper(viewport, 1);
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    await drawer(page).waitFor();
    expect(await focusIsIn(page, 'dialog[open]')).toBe(true);
    expect(await tabStops(page, 6)).not.toContain('page');

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer(page).isVisible()).toBe(false);
    expect(await cartButton(page).evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('after a removal by keyboard puts focus on the next line, else the heading, else the empty message; never the page', async () => {
    const page = await phoneShopper(viewport, 3);
    const names = await miniCartLines(page).locator('a.mini-cart__product').allTextContents();
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    await drawer(page).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const at = document.activeElement;
        if (!at?.closest('dialog[open]')) return `outside the drawer: ${at?.tagName}`;
        return at.matches('li') ? `line ${at.querySelector('.mini-cart__product')?.textContent}` : at.textContent;
      });
    const removeByKeyboard = async (name: string | undefined, left: number) => {
      await drawer(page)
        .getByRole('link', { name: `Remove ${name} from cart` })
        .focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => miniCartLines(page).count()).toBe(left);
    };

    // The middle line: the one after it takes its place.
    await removeByKeyboard(names[1], 2);
    expect(await focused()).toBe(`line ${names[2]}`);
    // Tab goes on from there, to that line's remove link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Remove ${names[2]} from cart`,
    );
    // The last line: nothing comes after it, so the drawer's heading.
    await removeByKeyboard(names[2], 1);
    expect(await focused()).toBe('Cart');
    // The only line: the empty cart says so.
    await removeByKeyboard(names[0], 0);
    expect(await focused()).toBe('No products in the cart.');
    expect(await drawer(page).isVisible()).toBe(true);
  });
});

describe('the mini-cart drawer on a desktop', () => {
  it('is the same drawer, and the page behind does not scroll until it closes', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto('/shop/');
    await waitForHydration(page);
    await addButtons(page).first().click();
    await expect.poll(() => miniCartLines(page).count()).toBe(1);
    await cartButton(page).click();
    await drawer(page).waitFor();
    await slidIn(page);
    expect(await wheelScrolls(page)).toBe(0);
    const box = await drawer(page).boundingBox();
    // A side sheet along the right edge, full height.
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1280);
    expect(Math.round(box?.height ?? 0)).toBe(720);

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer(page).isVisible()).toBe(false);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);
  });
});

describe('the cart button without JavaScript', () => {
  it('is a plain link to the cart page', async () => {
    const page = await env.newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      javaScriptEnabled: false,
    });
    await page.goto('/shop/');
    expect(await page.getByRole('button', { name: /^Cart/ }).count()).toBe(0);
    await Promise.all([page.waitForURL('**/cart/'), page.getByRole('link', { name: /^Cart 0 items/ }).tap()]);
    expect(await page.locator('h1').textContent()).toBe('Cart');
  });
});
