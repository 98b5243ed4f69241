import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { simpleProductInStock } from '../support/orders';
import { announced, recordAnnouncements, waitForHydration } from '../support/page';

/**
 * States and structure a screen reader reads, in Chromium: the add button says it is busy,
 * the password toggle says whether it is pressed, the lightbox says which slide it moved to,
 * the checkout marks its required fields as the account forms do, and cross-sell titles sit
 * under their section's heading.
 */
const env = setUpBrowserShop();

async function open(path: string): Promise<Page> {
  const page = await env.newPage();
  await recordAnnouncements(page.context());
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/**
 * How each label of a form marks its field: `*` (required), `(optional)`, or nothing. Only the
 * fields a shopper types into or picks from: a radio's or checkbox's label names one choice.
 */
const labelMarks = (page: Page, form: string) =>
  page.locator(`${form} label`).evaluateAll((labels) =>
    labels
      .filter(
        (label) => !['radio', 'checkbox'].includes((label as HTMLLabelElement).control?.getAttribute('type') ?? ''),
      )
      .map((label) => {
        const required = label.querySelector('.required');
        const mark = required
          ? `${required.textContent?.trim()} hidden=${required.getAttribute('aria-hidden')}`
          : label.querySelector('.optional')?.textContent?.trim();
        return `${label.firstChild?.textContent?.trim()}: ${mark ?? 'none'}`;
      }),
  );

describe('states and structure for screen readers', () => {
  it.each([
    ['a listing’s add link', '/shop/', 'a.ajax-add-to-cart'],
    ['the product page’s add button', '/product/copper-watering-can/', 'button.single_add_to_cart_button'],
  ])('marks %s busy while its add runs, and not after', async (_what, path, selector) => {
    const page = await open(path);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/cart-api/add_to_cart', async (route) => {
      await answered;
      await route.continue();
    });
    const button = page.locator(selector).first();
    expect(await button.getAttribute('aria-busy')).toBeNull();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    answer();
    await expect.poll(() => button.getAttribute('class')).toContain('added');
    expect(await button.getAttribute('aria-busy')).toBeNull();
  });

  it('says whether the password toggle is pressed', async () => {
    const page = await open('/my-account/');
    const toggle = page.locator('#login-password ~ .password-input__toggle');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#login-password').getAttribute('type')).toBe('text');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('says which slide the lightbox moved to, from inside the dialog', async () => {
    const page = await open('/product/giant-soup-mug/');
    await page.locator('.product-gallery__link').nth(1).click();
    await page.getByRole('dialog', { name: 'Giant Soup Mug, side view' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect
      .poll(() => announced(page))
      .toEqual(['live-polite:Giant Soup Mug, close-up, 3 of 3', 'live-polite:Giant Soup Mug, side view, 2 of 3']);
    // The live region is in the dialog: outside it, the page is inert and is not read.
    expect(await page.locator('dialog [aria-live="polite"]').count()).toBe(1);
  });

  it('marks the checkout’s required fields as the account forms mark theirs', async () => {
    const productId = await simpleProductInStock(env.shop.db);
    const page = await open(`/shop/?add-to-cart=${productId}`);
    await page.goto('/checkout/');
    expect(await labelMarks(page, 'form.checkout')).toEqual([
      'Full name: * hidden=true',
      'Email address: * hidden=true',
      'Phone: (optional)',
      'Street address: * hidden=true',
      'Apartment, suite, unit: (optional)',
      'Town / City: * hidden=true',
      'Postcode / ZIP: * hidden=true',
      'Country: * hidden=true',
    ]);
    await page.goto('/my-account/');
    expect(await labelMarks(page, 'form[action="/my-account/register"]')).toEqual([
      'Name: * hidden=true',
      'Email address: * hidden=true',
      'Phone: (optional)',
      'Password: * hidden=true',
    ]);
  });

  it('titles the cart page’s cross-sells as h3 under their h2', async () => {
    const page = await open('/cart/');
    const section = page.locator('section.cross-sells');
    expect(await section.locator('h2').allTextContents()).toEqual(['You may be interested in…']);
    const titles = section.locator('.product-card__title');
    expect(await titles.count()).toBeGreaterThan(0);
    expect(await titles.evaluateAll((els) => [...new Set(els.map((e) => e.tagName))])).toEqual(['H3']);
  });
});
