import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../server/db/schema';
import { setUpBrowserShop } from '../support/browser';
import { expectedNames } from '../support/orders';
import { tabTo, waitForHydration } from '../support/page';

/**
 * The sort dropdown with a keyboard, in Chromium: arrowing through the orders of the closed
 * select changes what it shows but reloads nothing (a change of context only on request);
 * Enter, the opened list, or a pointer choice reloads the listing in the chosen order.
 */
const env = setUpBrowserShop();
let products: Product[];
beforeAll(async () => {
  products = await env.shop.db.selectFrom('products').selectAll().execute();
});

const cardNames = (page: Page) => page.locator('.products .product-card__title').allTextContents();
const select = (page: Page) => page.locator('select[name="orderby"]');

/** Opens /shop/ and records every page (document) the browser asks the shop for. */
async function openListing(): Promise<{ page: Page; documents: string[] }> {
  const page = await env.newPage();
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).search);
  });
  await page.goto('/shop/');
  await waitForHydration(page);
  await tabTo(page, 'select[name="orderby"]');
  return { page, documents };
}

describe('sort dropdown by keyboard', () => {
  it('does not reload while the shopper arrows through the orders; Enter sorts by the one shown', async () => {
    const { page, documents } = await openListing();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await select(page).inputValue()).toBe('date');
    await page.keyboard.press('ArrowUp');
    expect(await select(page).inputValue()).toBe('rating');
    // The chosen order is not applied yet: a button says how to apply it.
    expect(await page.getByRole('button', { name: 'Sort' }).isVisible()).toBe(true);
    expect(await cardNames(page)).toEqual(expectedNames(products, 'menu_order'));

    await Promise.all([page.waitForURL('**/shop/?orderby=rating'), page.keyboard.press('Enter')]);
    expect(await cardNames(page)).toEqual(expectedNames(products, 'rating'));
    // One reload, for the order chosen with Enter: none for the orders arrowed past.
    expect(documents).toEqual(['', '?orderby=rating']);
  });

  it('sorts with the Sort button after arrowing, reached with Tab', async () => {
    const { page, documents } = await openListing();
    await page.keyboard.press('End');
    expect(await select(page).inputValue()).toBe('price-desc');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sort');
    await Promise.all([page.waitForURL('**/shop/?orderby=price-desc'), page.keyboard.press('Enter')]);
    expect(await cardNames(page)).toEqual(expectedNames(products, 'price-desc'));
    expect(documents).toEqual(['', '?orderby=price-desc']);
  });

  it('sorts when an order is chosen from the opened list with Enter', async () => {
    const { page, documents } = await openListing();
    // Alt+ArrowDown opens the list; arrowing there only highlights; Enter chooses.
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL('**/shop/?orderby=popularity'), page.keyboard.press('Enter')]);
    expect(await cardNames(page)).toEqual(expectedNames(products, 'popularity'));
    expect(documents).toEqual(['', '?orderby=popularity']);
  });

  it('does not reload when Enter is pressed on the order the listing already has', async () => {
    const { page, documents } = await openListing();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Sort' }).count()).toBe(0);
    // A later choice still sorts, and it is the first reload.
    await Promise.all([
      page.waitForURL('**/shop/?orderby=popularity'),
      page.selectOption('select[name="orderby"]', 'popularity'),
    ]);
    expect(documents).toEqual(['', '?orderby=popularity']);
  });
});
