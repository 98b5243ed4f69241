import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, miniCartLines, waitForHydration } from '../support/page';

const env = setUpBrowserShop({ cartRedirectAfterAdd: 'yes' });

describe('cart_redirect_after_add "yes"', () => {
  it('goes to the cart after an in-page add, with the product in it', async () => {
    {
      const page = await env.newPage();
      const adds: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/cart-api/add_to_cart')) adds.push(r.method());
      });
      await page.goto(`${env.shop.url}/shop/`);
      await waitForHydration(page);
      const button = addButtons(page).first();
      const label = (await button.getAttribute('aria-label')) ?? '';
      await Promise.all([page.waitForURL(`${env.shop.url}/cart/`), button.click()]);
      // Added in place (one POST), then sent on: not the no-JavaScript link.
      expect(adds).toEqual(['POST']);
      expect(await page.locator('.cart-page-contents tr.cart_item').count()).toBe(1);
      expect(label).toContain(await page.locator('.cart-page-contents td.product-name').textContent());
      expect(await miniCartLines(page).count()).toBe(1);
    }
  });
});
