import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { waitForHydration } from '../support/page';

/**
 * Shoppers who ask for less motion (prefers-reduced-motion: reduce) get none in Chromium:
 * no spinner turns, nothing slides or fades. Every CSS animation and transition the page
 * starts is recorded, the add-to-cart spinner's `::after` included.
 */
const env = setUpBrowserShop();

async function listing(reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const page = await env.newPage({ reducedMotion });
  await page.context().addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { __motion: started });
    const note = (e: AnimationEvent | TransitionEvent) => {
      const target = e.target instanceof Element ? e.target.className.toString().split(' ')[0] : '?';
      const what = 'animationName' in e ? e.animationName : e.propertyName;
      started.push(`${target}${e.pseudoElement}: ${what}`);
    };
    document.addEventListener('animationstart', note, true);
    document.addEventListener('transitionrun', note, true);
  });
  await page.goto('/shop/');
  await waitForHydration(page);
  return page;
}

const motion = (page: Page) => page.evaluate(() => (window as unknown as { __motion: string[] }).__motion);

/** Adds the first product with its answer held, so the button stays loading until `answer()`. */
async function addHeld(page: Page) {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/cart-api/add_to_cart', async (route) => {
    await answered;
    await route.continue();
  });
  const button = page.locator('a.ajax-add-to-cart').first();
  await button.click();
  await expect.poll(() => button.getAttribute('class')).toContain('loading');
  return { button, answer };
}

describe('motion', () => {
  it('spins the loading add-to-cart button by default', async () => {
    const page = await listing('no-preference');
    const { button, answer } = await addHeld(page);
    await expect.poll(() => motion(page)).toContain('button::after: cart-spin');
    answer();
    await expect.poll(() => button.getAttribute('class')).toContain('added');
  });

  it('starts no animation or transition at all when the shopper prefers reduced motion', async () => {
    const page = await listing('reduce');
    const { button, answer } = await addHeld(page);
    // The spinner is there, standing still: its ring still shows the button is busy.
    expect(await button.evaluate((b) => getComputedStyle(b, '::after').borderTopStyle)).toBe('solid');
    expect(await button.evaluate((b) => getComputedStyle(b, '::after').animationName)).toBe('none');
    answer();
    await expect.poll(() => button.getAttribute('class')).toContain('added');
    await page.locator('a.added_to_cart').first().waitFor();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await motion(page)).toEqual([]);
  });
});
