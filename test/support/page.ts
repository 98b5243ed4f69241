import type { BrowserContext, Page } from 'playwright-core';

/** Steps the browser suites share: hydration, announcements, the cart's locators. */

/** Records every text the page's live regions speak, so a later announcement cannot hide an earlier one. */
export async function recordAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __announced: string[] }).__announced = said;
    document.addEventListener('DOMContentLoaded', () => {
      const observer = new MutationObserver(() => {
        for (const id of ['a11y-speak-polite', 'a11y-speak-assertive']) {
          const text = document.getElementById(id)?.textContent ?? '';
          if (text && said[said.length - 1] !== `${id}:${text}`) said.push(`${id}:${text}`);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
}

export function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __announced: string[] }).__announced);
}

/** Marks the current document; the mark survives only if the page is never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * Waits until every island of the page is hydrated (src/hydrate.tsx marks each one
 * `data-hydrated`), so clicks reach the machines instead of following links.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0);
}

export const miniCartLines = (page: Page) => page.locator('div.widget_shopping_cart_content .mini-cart__item');
export const addButtons = (page: Page) => page.locator('a.ajax-add-to-cart');
export const cartCount = (page: Page) => page.locator('span.cart-contents-count');

/**
 * Presses Tab (or Shift+Tab) until focus is on `selector`, as a keyboard-only shopper
 * would reach it; fails if it is not reached within `max` presses.
 */
export async function tabTo(page: Page, selector: string, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) === true, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector} in ${max} presses`);
}

/** A description of the focused element: its tag, id or class, and its text or accessible label. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}: ${name}`;
  });
}
