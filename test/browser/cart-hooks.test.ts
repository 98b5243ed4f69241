import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, cartCount, miniCartLines, waitForHydration } from '../support/page';

/**
 * The cart's DOM events as another script on the page (a theme's, a plugin's) receives
 * them: listened for from a plain page script, in real Chromium.
 */
const env = setUpBrowserShop();

interface Told {
  type: string;
  /** `document`, or the class of the element the event was dispatched on. */
  target: string;
  detail: Record<string, unknown>;
  /** What the page showed when the script was told: the header's cart count. */
  count: string | null;
}

/** A script that runs before the shop's own, listening on `document` for every cart event. */
async function listenForCartEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const told: unknown[] = [];
    Object.assign(window, { __told: told });
    for (const name of [
      'adding_to_cart',
      'added_to_cart',
      'removed_from_cart',
      'fragments_refreshed',
      'fragments_loaded',
    ]) {
      document.addEventListener(`statefront:${name}`, (event) => {
        const target = event.target === document ? 'document' : (event.target as Element).className;
        told.push({
          type: name,
          target,
          detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)),
          count: document.querySelector('span.cart-contents-count')?.textContent ?? null,
        });
      });
    }
  });
}

const told = (page: Page) => page.evaluate(() => (window as unknown as { __told: Told[] }).__told);
const types = async (page: Page) => (await told(page)).map((t) => t.type);
const toldOf = async (page: Page, type: string) => (await told(page)).find((t) => t.type === type);

async function shopper(path = '/shop/'): Promise<Page> {
  const page = await env.newPage();
  await listenForCartEvents(page);
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

describe('cart events for other scripts', () => {
  it('tells of an add in order: adding, added with what was posted, then the regions refreshed', async () => {
    const page = await shopper();
    // The page came with its cart (empty): scripts may start from its regions.
    expect(await told(page)).toEqual([
      { type: 'fragments_loaded', target: 'document', detail: { cart_hash: '' }, count: '0 items – $0.00' },
    ]);

    // A gift-wrap add-on adds a field to what is posted.
    await page.evaluate(() => {
      document.addEventListener('statefront:adding_to_cart', (event) => {
        (event as CustomEvent<{ data: Record<string, string> }>).detail.data.gift_wrap = 'yes';
      });
    });
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/cart-api/add_to_cart')) posted.push(r.postData() ?? '');
    });
    const button = addButtons(page).first();
    const productId = await button.getAttribute('data-product_id');
    await button.click();

    await expect
      .poll(() => types(page))
      .toEqual(['fragments_loaded', 'adding_to_cart', 'added_to_cart', 'fragments_refreshed']);
    expect(posted).toHaveLength(1);
    const body = Object.fromEntries(new URLSearchParams(posted[0]));
    expect(body).toMatchObject({ product_id: productId, quantity: '1', gift_wrap: 'yes' });

    const adding = await toldOf(page, 'adding_to_cart');
    expect(adding?.target).toContain('ajax-add-to-cart');
    expect(adding?.detail).toEqual({ data: { ...body, gift_wrap: undefined } });

    const added = await toldOf(page, 'added_to_cart');
    expect(added?.target).toContain('ajax-add-to-cart');
    expect(added?.detail.data).toEqual(body);
    const cartHash = await page.locator('div.widget_shopping_cart_content').getAttribute('data-cart_hash');
    expect(cartHash).not.toBe('');
    expect(added?.detail.cart_hash).toBe(cartHash);
    const regions = Object.keys(added?.detail.fragments as object);
    expect(regions).toContain('div.widget_shopping_cart_content');
    // Told at the cart's answer, before its regions changed on the page.
    expect(added?.count).toBe('0 items – $0.00');

    const refreshed = await toldOf(page, 'fragments_refreshed');
    expect(refreshed?.target).toBe('document');
    expect(Object.keys(refreshed?.detail.fragments as object).sort()).toEqual([...regions].sort());
    // Told once the new regions are in the page.
    expect(refreshed?.count).toMatch(/^1 item – \$/);
  });

  it('puts no "View cart" link of its own after a button where a script told of the add put one', async () => {
    const page = await shopper();
    // A theme's habit: its own link after the button, on being told of the add.
    await page.evaluate(() => {
      document.addEventListener('statefront:added_to_cart', (event) => {
        const link = document.createElement('a');
        link.href = '/cart/';
        link.className = 'added_to_cart theme-view-cart';
        link.textContent = 'View cart';
        (event.target as Element).after(link);
      });
    });
    const button = addButtons(page).first();
    await button.click();
    await expect.poll(() => types(page)).toContain('fragments_refreshed');
    expect(await button.getAttribute('class')).toContain('added');
    const links = () =>
      button.evaluate((b) => [...(b.parentElement?.querySelectorAll('.added_to_cart') ?? [])].map((a) => a.className));
    expect(await links()).toEqual(['added_to_cart theme-view-cart']);
  });

  it('tells of a removal from the mini-cart before its regions change, then once they have', async () => {
    const page = await shopper();
    await addButtons(page).first().click();
    await expect.poll(() => miniCartLines(page).count()).toBe(1);
    await expect.poll(() => types(page)).toContain('fragments_refreshed');
    await page.evaluate(() => {
      (window as unknown as { __told: Told[] }).__told.length = 0;
    });
    await page.getByRole('button', { name: /^Cart 1 item/ }).click();
    const remove = miniCartLines(page).first().locator('a.remove');
    const key = await remove.getAttribute('data-cart_item_key');
    await remove.click();

    await expect.poll(() => types(page)).toEqual(['removed_from_cart', 'fragments_refreshed']);
    const removed = await toldOf(page, 'removed_from_cart');
    expect(removed?.target).toContain('remove_from_cart_button');
    expect(removed?.detail).toMatchObject({ cart_item_key: key, cart_hash: '' });
    expect(Object.keys(removed?.detail.fragments as object)).toContain('div.widget_shopping_cart_content');
    expect(removed?.count).toMatch(/^1 item – \$/);
    expect((await toldOf(page, 'fragments_refreshed'))?.count).toBe('0 items – $0.00');
    expect(await cartCount(page).textContent()).toBe('0 items – $0.00');
  });

  it('tells a page Back brought again of refreshed regions, not of loaded ones: it showed an older cart', async () => {
    const page = await shopper();
    await page.goto('/product/copper-watering-can/');
    await waitForHydration(page);
    await page.locator('button.single_add_to_cart_button').click();
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^1 item – \$/);

    await page.goBack();
    await waitForHydration(page);
    await expect.poll(() => types(page)).toEqual(['fragments_refreshed']);
    expect((await toldOf(page, 'fragments_refreshed'))?.count).toMatch(/^1 item – \$/);
  });
});
