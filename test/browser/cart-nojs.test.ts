import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, cartCount, miniCartLines } from '../support/page';

const env = setUpBrowserShop();

async function shopperWithoutJavaScript(path: string): Promise<Page> {
  const page = await env.newPage({ javaScriptEnabled: false });
  await page.goto(path);
  return page;
}

describe('the cart with JavaScript off', () => {
  it('adds from the listing link and removes from the mini-cart link', async () => {
    const page = await shopperWithoutJavaScript('/shop/?orderby=price');
    const button = addButtons(page).first();
    const name = (await button.getAttribute('aria-label'))?.replace(/^Add to cart: /, '');
    await Promise.all([page.waitForEvent('load'), button.click()]);
    expect(page.url()).toBe(`${env.shop.url}/shop/?orderby=price`);
    expect(await page.locator('.notice--success').textContent()).toBe(`${name} has been added to your cart. View cart`);
    expect(await miniCartLines(page).count()).toBe(1);
    expect(await cartCount(page).textContent()).toMatch(/^1 item –/);

    await page.hover('.site-header-cart');
    await Promise.all([page.waitForEvent('load'), miniCartLines(page).first().locator('a.remove').click()]);
    expect(page.url()).toBe(`${env.shop.url}/cart/`);
    expect(await page.locator('.notice--success').textContent()).toBe(`${name} removed.`);
    expect(await page.locator('.cart-empty').isVisible()).toBe(true);
    expect(await miniCartLines(page).count()).toBe(0);
  });

  it("adds from the product page's form, and updates quantities on the cart page", async () => {
    const page = await shopperWithoutJavaScript('/product/giant-soup-mug/');
    await page.fill('input#quantity', '2');
    await Promise.all([page.waitForEvent('load'), page.click('button.single_add_to_cart_button')]);
    expect(await page.locator('.notice--success').textContent()).toContain('“Giant Soup Mug” has been added');
    expect(await cartCount(page).textContent()).toMatch(/^2 items –/);

    await page.goto(`${env.shop.url}/cart/`);
    await page.fill('.product-quantity input.qty', '4');
    await Promise.all([page.waitForEvent('load'), page.click('button[name="update_cart"]')]);
    expect(await page.locator('.notice--success').textContent()).toBe('Cart updated.');
    expect(await page.locator('.product-quantity input.qty').inputValue()).toBe('4');

    await page.fill('.product-quantity input.qty', '0');
    await Promise.all([page.waitForEvent('load'), page.click('button[name="update_cart"]')]);
    expect(await page.locator('.cart-empty').isVisible()).toBe(true);
    expect(await cartCount(page).textContent()).toMatch(/^0 items –/);
  });
});
