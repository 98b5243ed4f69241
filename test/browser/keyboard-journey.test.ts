import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { typeBillingDetails } from '../support/orders';
import { addButtons, focused, miniCartLines, tabTo, waitForHydration } from '../support/page';
import { cutOff, type Heard, recordSpeech, spoken } from '../support/speech';

/**
 * A shopper with a keyboard only, and a screen reader's live regions watched, from the
 * listing to a placed order in Chromium: sort, filter, add two products, remove one in the
 * mini-cart, check out with a mistake the server finds, correct it, and see the order
 * received. No mouse, no touch: keys only. At 1280 px, and at 390 px wide, which is also
 * what a desktop keyboard user gets at 330% zoom (the filter then sits in its panel).
 * After every step the test says where focus is, and at the end every message the live
 * regions spoke, in order, none cut off by another.
 */
const env = setUpBrowserShop();
let total: number;
let eco: number;
beforeAll(async () => {
  total = (await env.shop.db.selectFrom('products').select('id').execute()).length;
  const tagged = await env.shop.db
    .selectFrom('product_tags')
    .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
    .select('product_tags.product_id')
    .where('tags.slug', '=', 'eco')
    .execute();
  eco = tagged.length;
});

const countFor = (n: number) => (n <= 12 ? `Showing all ${n} results` : `Showing 1–12 of ${n} results`);
/** Waits until the live regions have said `said` (`region: text`) `times` times in all. */
const heardSay = (heard: Heard[], said: string, times = 1) =>
  expect.poll(() => spoken(heard).filter((s) => s === said).length, { timeout: 10_000 }).toBe(times);
const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) === true, selector);

describe.each([
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
])('a keyboard-only shopper at $width px', (viewport) => {
  it('sorts, filters, adds, removes in the mini-cart, corrects a refused checkout and places the order', async () => {
    const page = await env.newPage({ viewport });
    const heard = await recordSpeech(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).search);
    });

    // The listing: a new page starts at the top, and the first Tab is the skip link.
    await page.goto('/shop/');
    await waitForHydration(page);
    expect(await focused(page)).toBe('body');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Skip to content');
    await heardSay(heard, `polite: Showing 1–12 of ${total} results`);

    // Sort: ArrowDown shows another order and loads nothing; Enter applies it.
    await tabTo(page, 'select[name="orderby"]');
    expect(await focused(page)).toMatch(/^select#orderby/);
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('select[name="orderby"]').inputValue()).toBe('popularity');
    expect(await focused(page)).toMatch(/^select#orderby/);
    expect(documents).toEqual(['']);
    await Promise.all([page.waitForURL('**/shop/?orderby=popularity'), page.keyboard.press('Enter')]);
    await waitForHydration(page);
    expect(documents).toEqual(['', '?orderby=popularity']);
    expect(await focused(page)).toBe('body');
    await heardSay(heard, `polite: Showing 1–12 of ${total} results`, 2);

    // Filter: on a narrow screen the form is in a panel the Filter button opens.
    const narrow = viewport.width < 768;
    if (narrow) {
      await tabTo(page, '.listing-filter__toggle');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Filter products' }).waitFor();
      expect(await focused(page)).toBe('button: Close filters');
    }
    await tabTo(page, 'input[value="eco"]');
    await page.keyboard.press('Space');
    expect(await page.locator('input[value="eco"]').isChecked()).toBe(true);
    await tabTo(page, '.listing-filter__apply');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search === '?orderby=popularity&e-filter-shop-product_tag=eco');
    await heardSay(heard, `polite: ${countFor(eco)}`);
    await waitForHydration(page);
    // Focus stays on what applied the filter: the form's button, or the panel's, which closed.
    expect(await focused(page)).toBe(narrow ? 'button: Filter (1)' : 'button: Filter');
    expect(documents).toHaveLength(2);

    // Add two products: focus stays on each add button; each add is said.
    const names = await page
      .locator('.products .product-card')
      .filter({ has: addButtons(page) })
      .locator('.product-card__title')
      .allTextContents();
    for (const [i, name] of names.slice(0, 2).entries()) {
      const button = `a.ajax-add-to-cart[aria-label="Add to cart: “${name}”"]`;
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await heardSay(heard, `polite: “${name}” has been added to your cart`);
      expect(await isFocused(page, button)).toBe(true);
      expect(await page.locator(button).getAttribute('aria-busy')).toBeNull();
      expect(await miniCartLines(page).count()).toBe(i + 1);
    }

    // The mini-cart: opened from the header's cart button, back up the page.
    await tabTo(page, 'button.mini-cart__toggle', { back: true });
    expect(await focused(page)).toMatch(/^button: Cart 2 items/);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await drawer.waitFor();
    expect(await focused(page)).toBe('button: Close cart');
    // Remove the first line: focus goes to the line that takes its place; the drawer stays.
    await tabTo(page, `dialog[open] a.remove[aria-label="Remove ${names[0]} from cart"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => miniCartLines(page).count()).toBe(1);
    await heardSay(heard, `dialog polite: “${names[0]}” removed from your cart.`);
    expect(await isFocused(page, 'dialog[open] li.mini-cart__item')).toBe(true);
    expect(await focused(page)).toContain(names[1]);
    expect(await drawer.isVisible()).toBe(true);

    // On to the checkout from the drawer.
    await tabTo(page, 'dialog[open] a.checkout');
    await Promise.all([page.waitForURL('**/checkout/'), page.keyboard.press('Enter')]);
    await waitForHydration(page);
    expect(await focused(page)).toBe('body');
    // Tab to each field and type (tabTo fails if focus never gets there). The phone is too
    // short for a phone number: only the server's rules say so.
    await typeBillingDetails(page, '12');
    expect(await focused(page)).toBe('input#billing_postcode: ');
    await page.keyboard.press('Enter');

    // Refused: the error summary takes focus and what to correct is said.
    await heardSay(heard, 'assertive: There is a problem. Please enter a valid phone number, or leave it empty.');
    await expect.poll(() => focused(page)).toMatch(/^div: There is a problem/);
    expect(new URL(page.url()).pathname).toBe('/checkout/');
    // Its link leads to the field; the shopper corrects it and places the order.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Please enter a valid phone number, or leave it empty.');
    await page.keyboard.press('Enter');
    // The browser moves focus to the link's target as it goes to the fragment, a moment later.
    await expect.poll(() => focused(page)).toBe('input#billing_phone: ');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('+1 703 555 0100');
    await page.keyboard.press('Enter');
    // The shopper waits for the purchase summary to show, not for every picture to load; if
    // the order is refused instead, the failure says what the page said.
    await expect
      .poll(
        async () =>
          new URL(page.url()).pathname.startsWith('/checkout/order-received/')
            ? 'order received'
            : `still on ${new URL(page.url()).pathname}: ${await page
                .locator('.checkout-errors')
                .textContent({ timeout: 500 })
                .catch(() => 'no error shown')}`,
        { timeout: 30_000 },
      )
      .toBe('order received');
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('h1').textContent()).toBe('Order received');
    expect(await focused(page)).toBe('body');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Skip to content');

    // Everything said, in order; each message stayed in its region (or until the page was
    // left), none replaced or removed by the next.
    expect(spoken(heard)).toEqual([
      `polite: Showing 1–12 of ${total} results`,
      `polite: Showing 1–12 of ${total} results`,
      `polite: ${countFor(eco)}`,
      `polite: “${names[0]}” has been added to your cart`,
      `polite: “${names[1]}” has been added to your cart`,
      `dialog polite: “${names[0]}” removed from your cart.`,
      'assertive: There is a problem. Please enter a valid phone number, or leave it empty.',
    ]);
    // The announcer keeps each message 7 s; the page's observer may see an addition up to the
    // end of a long task after it, so 6.5 s is asked for. A message another one cuts off goes
    // within milliseconds of it.
    expect(cutOff(heard, 6500).join('\n')).toBe('');
  });
});
