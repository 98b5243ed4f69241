import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';

/**
 * The listing's page links in Chromium, on a shop of 66 products shown 4 a page: 17 pages,
 * so the bar shows a window of them with gaps. Reached and used with the keyboard alone;
 * on a 320 px phone it wraps within the screen.
 */
const env = setUpBrowserShop({ perPage: 4 });

const bar = (page: Page) =>
  page.locator('nav.pagination li').evaluateAll((items) =>
    items.map((li) => {
      const current = li.querySelector('[aria-current="page"]');
      return current ? `[${current.textContent}]` : (li.textContent ?? '').trim();
    }),
  );

/** Presses Tab until the focus is inside the pagination (at most 100 times), and names what it reached. */
async function tabIntoPagination(page: Page): Promise<string> {
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('nav.pagination') ? (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '') : null;
    });
    if (name !== null) return name;
  }
  throw new Error('Tab never reached the pagination');
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

describe('page links', () => {
  it('are reached with Tab, followed with Enter, and show which page is current', async () => {
    const page = await env.newPage();
    await page.goto('/shop/?orderby=price');
    expect(await bar(page)).toEqual(['[1]', '2', '3', '4', '5', '…', '17', 'Next →']);

    expect(await tabIntoPagination(page)).toBe('Page 2');
    const order: string[] = ['Page 2'];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      order.push(await focusedName(page));
    }
    expect(order).toEqual(['Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 17', 'Next →']);

    // The focused link shows a focus ring.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Page 17');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');

    await Promise.all([page.waitForURL('**/shop/?orderby=price&paged=17'), page.keyboard.press('Enter')]);
    expect(await bar(page)).toEqual(['← Previous', '1', '…', '13', '14', '15', '16', '[17]']);
    expect(await page.locator('.result-count').textContent()).toBe('Showing 65–66 of 66 results');
    expect(await page.locator('.products .product-card').count()).toBe(2);
  });

  it('lead to a middle page whose window moves with it, and back with the browser', async () => {
    const page = await env.newPage();
    await page.goto('/shop/?paged=5');
    expect(await bar(page)).toEqual(['← Previous', '1', '…', '4', '[5]', '6', '…', '17', 'Next →']);
    await Promise.all([page.waitForURL('**/shop/?paged=6'), page.click('nav.pagination a[aria-label="Page 6"]')]);
    expect(await bar(page)).toEqual(['← Previous', '1', '…', '5', '[6]', '7', '…', '17', 'Next →']);
    await Promise.all([page.waitForURL('**/shop/?paged=5'), page.goBack()]);
    expect(await page.locator('nav.pagination [aria-current="page"]').textContent()).toBe('5');
  });

  it.each([[390], [320]])('stay within a %i px phone screen, each link a target of 24 px or more', async (width) => {
    const page = await env.newPage({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
    await page.goto('/shop/?paged=9');
    const nav = page.locator('nav.pagination');
    await nav.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const box of await nav
      .locator('a, [aria-current="page"]')
      .evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect()).map((r) => ({ right: r.right, width: r.width, height: r.height })),
      )) {
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await Promise.all([page.waitForURL('**/shop/?paged=10'), nav.locator('a[rel="next"]').tap()]);
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('10');
  });
});
