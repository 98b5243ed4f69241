import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import {
  addButtons,
  announced,
  cartCount,
  isSameDocument,
  markDocument,
  miniCartLines,
  noticeAtRest,
  recordAnnouncements,
  waitForHydration,
} from '../support/page';

const env = setUpBrowserShop();
/** The browser context of the latest shopper. */
let context: BrowserContext;

/** A fresh shopper (own cookies) on a page of the shop, hydrated. */
async function shopper(path = '/shop/'): Promise<Page> {
  const page = await env.newPage();
  context = page.context();
  await recordAnnouncements(context);
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

const firstCardWithButton = (page: Page) =>
  page
    .locator('li.product-card')
    .filter({ has: addButtons(page) })
    .first();

/** What another script on the page (a theme's, a plugin's) may do: put its own "View cart" link after a button. */
const putViewCartLinkAfter = (button: Locator) =>
  button.evaluate((b) => {
    const link = document.createElement('a');
    link.href = '/cart/';
    link.className = 'added_to_cart wc-forward';
    link.textContent = 'View cart';
    b.after(link);
  });

const productIdOf = (route: Route) => new URLSearchParams(route.request().postData() ?? '').get('product_id');

describe('add to cart in place', () => {
  it('sends three quick clicks as three requests, one after another in click order, and lists three lines', async () => {
    const requestsOnLoad: string[] = [];
    const page = await env.newPage();
    context = page.context();
    page.on('request', (r) => {
      if (r.url().includes('/cart-api/')) requestsOnLoad.push(r.url());
    });
    await page.goto(`${env.shop.url}/shop/`);
    await waitForHydration(page);
    // The page comes with its cart: loading it asks the cart endpoints nothing.
    expect(requestsOnLoad).toEqual([]);
    await markDocument(page);

    const wire: string[] = [];
    let inFlight = 0;
    let overlapped = false;
    await page.route('**/cart-api/add_to_cart', async (route) => {
      inFlight += 1;
      if (inFlight > 1) overlapped = true;
      wire.push(`start ${productIdOf(route)}`);
      // Held a moment, so requests sent together would overlap here.
      await new Promise((r) => setTimeout(r, 150));
      const response = await route.fetch();
      wire.push(`end ${productIdOf(route)}`);
      inFlight -= 1;
      await route.fulfill({ response });
    });

    const buttons = addButtons(page);
    const ids = await Promise.all([0, 1, 2].map((i) => buttons.nth(i).getAttribute('data-product_id')));
    for (const i of [0, 1, 2]) await buttons.nth(i).click();

    await expect.poll(() => miniCartLines(page).count(), { timeout: 10_000 }).toBe(3);
    expect(wire).toEqual(ids.flatMap((id) => [`start ${id}`, `end ${id}`]));
    expect(overlapped).toBe(false);
    expect(await cartCount(page).textContent()).toMatch(/^3 items – \$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  it('marks the button added, puts one "View cart" link after it however often it adds, and announces the add', async () => {
    const page = await shopper();
    const card = firstCardWithButton(page);
    const button = card.locator('a.ajax-add-to-cart');
    const successMessage = await button.getAttribute('data-success_message');

    await button.click();
    await expect.poll(() => button.getAttribute('class')).toContain('added');
    const link = card.locator('a.added_to_cart');
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.textContent()).toBe('View cart');
    expect(await link.getAttribute('href')).toBe('/cart/');
    // Right after the button.
    expect(await button.evaluate((b) => b.nextElementSibling?.className)).toContain('added_to_cart');
    await expect.poll(() => announced(page)).toContain(`a11y-speak-polite:${successMessage}`);

    await button.click();
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^2 items/);
    await expect.poll(() => button.getAttribute('class')).toContain('added');
    expect(await card.locator('a.added_to_cart').count()).toBe(1);
  });

  it('puts no second "View cart" link after the button when the page already has one there', async () => {
    const page = await shopper();
    const card = firstCardWithButton(page);
    const button = card.locator('a.ajax-add-to-cart');
    await putViewCartLinkAfter(button);
    await button.click();
    await expect.poll(() => button.getAttribute('class')).toContain('added');
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^1 item –/);
    expect(await card.locator('a.added_to_cart').count()).toBe(1);

    // The product page form reads its page the same way.
    await page.goto('/product/copper-watering-can/');
    await waitForHydration(page);
    const submit = page.locator('button.single_add_to_cart_button');
    await putViewCartLinkAfter(submit);
    await submit.click();
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^2 items –/);
    await expect.poll(() => submit.getAttribute('class')).toContain('added');
    expect(await page.locator('form.cart a.added_to_cart').count()).toBe(1);
  });

  it('never puts a "View cart" link on the cart page, and updates the cart there in place', async () => {
    const page = await shopper('/cart/');
    expect(await page.locator('.cart-empty').count()).toBe(1);
    await markDocument(page);
    const button = page.locator('.cross-sells a.ajax-add-to-cart').first();
    await button.click();
    await expect.poll(() => page.locator('.cart-page-contents tr.cart_item').count()).toBe(1);
    await expect.poll(() => button.getAttribute('class')).toContain('added');
    expect(await page.locator('a.added_to_cart').count()).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
  });

  it('sends one request for a double click', async () => {
    const page = await shopper();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/cart-api/add_to_cart')) sent.push(r.postData() ?? '');
    });
    const button = addButtons(page).first();
    await button.dblclick();
    await expect.poll(() => button.getAttribute('class')).toContain('added');
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^1 item –/);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing when another script on the page vetoes the add', async () => {
    const page = await shopper();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/cart-api/')) sent.push(r.url());
    });
    await page.evaluate(() => {
      document.addEventListener('statefront:adding_to_cart', (e) => e.preventDefault());
    });
    const button = addButtons(page).first();
    await button.click();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
    expect(await button.getAttribute('class')).not.toMatch(/loading|added/);
    expect(page.url()).toBe(`${env.shop.url}/shop/`);
  });

  it.each([
    ['the network fails', (route: Route) => route.abort('failed'), 'You are probably offline.'],
    [
      'the server fails',
      (route: Route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Oops</h1>' }),
      'An unknown error occurred.',
    ],
    [
      'the answer is not JSON',
      (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>login</html>' }),
      'The response is not a valid JSON response.',
    ],
  ])('returns the button to idle with a visible, announced error when %s', async (_what, fail, reason) => {
    const page = await shopper();
    await markDocument(page);
    await page.route('**/cart-api/add_to_cart', fail);
    const button = addButtons(page).first();
    await button.click();

    const notice = page.locator('.notice--error');
    await notice.waitFor({ state: 'visible' });
    expect(await notice.textContent()).toBe(`The product could not be added to your cart. ${reason}`);
    expect(await button.getAttribute('class')).not.toMatch(/loading|added/);
    expect(await button.getAttribute('aria-disabled')).toBeNull();
    await expect
      .poll(() => announced(page))
      .toContain(`a11y-speak-assertive:The product could not be added to your cart. ${reason}`);
    expect(await isSameDocument(page)).toBe(true);

    // The shopper can simply try again, once the cart the page refreshes after a failed add
    // has come back.
    await page.unroute('**/cart-api/add_to_cart');
    await page.waitForLoadState('networkidle');
    await noticeAtRest(page);
    await button.click();
    // After the refresh that follows a failed add, then this add, each region faded 400 ms.
    await expect.poll(() => miniCartLines(page).count(), { timeout: 15_000 }).toBe(1);
  });

  it('says the shopper is probably offline when the browser is, before the cart code was ever needed', async () => {
    const page = await shopper();
    await markDocument(page);
    await context.setOffline(true);
    const button = addButtons(page).first();
    await button.click();
    const message = 'The product could not be added to your cart. You are probably offline.';
    await expect.poll(() => page.locator('.notice--error').allTextContents()).toEqual([message]);
    await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${message}`);
    expect(await button.getAttribute('class')).not.toMatch(/loading|added/);
    expect(await isSameDocument(page)).toBe(true);
  });

  it.each([
    ['{}', {}],
    ['{ fragments: {} }', { fragments: {} }],
    ['{ error: false, product_url }', { error: false, product_url: '/product/speckled-stoneware-mug/' }],
  ])(
    'takes an answer with no fragments (%s) as an add not confirmed, and then shows the cart the server has',
    async (_shape, body) => {
      const page = await shopper();
      await markDocument(page);
      // The server does add the product (and starts the session), but answers without saying so.
      await page.route('**/cart-api/add_to_cart', async (route) => {
        await route.fulfill({ response: await route.fetch(), json: body });
      });
      const button = addButtons(page).first();
      await button.click();

      const message = 'The product could not be added to your cart. The response is not a valid JSON response.';
      const notice = page.locator('.notice--error');
      await notice.waitFor({ state: 'visible' });
      expect(await notice.textContent()).toBe(message);
      await expect.poll(() => announced(page)).toContain(`a11y-speak-assertive:${message}`);
      expect(await button.getAttribute('class')).not.toMatch(/loading|added/);
      expect(await page.locator('a.added_to_cart').count()).toBe(0);
      // The page asks what the cart holds, and shows it: here, the product the server did add.
      await expect.poll(() => cartCount(page).textContent()).toMatch(/^1 item –/);
      expect(await miniCartLines(page).count()).toBe(1);
      expect(page.url()).toBe(`${env.shop.url}/shop/`);
      expect(await isSameDocument(page)).toBe(true);
    },
  );

  it('follows a product_url given as an absolute URL of this site', async () => {
    const page = await shopper();
    const productUrl = `${env.shop.url}/product/speckled-stoneware-mug/`;
    await page.route('**/cart-api/add_to_cart', (route) =>
      route.fulfill({ json: { error: true, product_url: productUrl } }),
    );
    await Promise.all([page.waitForURL(productUrl), addButtons(page).first().click()]);
    expect(await page.locator('form.cart button.single_add_to_cart_button').count()).toBe(1);
  });

  it.each([
    ['another site', 'https://shop.example.org/product/speckled-stoneware-mug/'],
    ['another site, without a scheme', '//shop.example.org/product/speckled-stoneware-mug/'],
    ['another port of this host', 'PORT'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses a product_url on %s, and says the answer was not understood', async (_what, url) => {
    const page = await shopper();
    await markDocument(page);
    const productUrl = url === 'PORT' ? env.shop.url.replace(/:(\d+)$/, (_m, p) => `:${Number(p) + 1}`) : url;
    await page.route('**/cart-api/add_to_cart', (route) =>
      route.fulfill({ json: { error: true, product_url: productUrl } }),
    );
    const button = addButtons(page).first();
    await button.click();
    const notice = page.locator('.notice--error');
    await notice.waitFor({ state: 'visible' });
    expect(await notice.textContent()).toBe(
      'The product could not be added to your cart. The response is not a valid JSON response.',
    );
    expect(await isSameDocument(page)).toBe(true);
    expect(page.url()).toBe(`${env.shop.url}/shop/`);
  });

  it('goes to the product page, which says why, when the product sold out since the page was loaded', async () => {
    const page = await shopper();
    const button = addButtons(page).first();
    const id = Number(await button.getAttribute('data-product_id'));
    const product = await env.shop.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await env.shop.db
      .updateTable('products')
      .set({ stock_status: 'outofstock', stock_quantity: 0 })
      .where('id', '=', id)
      .execute();
    try {
      await Promise.all([page.waitForURL(`${env.shop.url}/product/${product.slug}/`), button.click()]);
      expect(await page.locator('.notice--error').textContent()).toBe(
        `You cannot add “${product.name}” to the cart because the product is out of stock.`,
      );
    } finally {
      await env.shop.db
        .updateTable('products')
        .set({ stock_status: product.stock_status, stock_quantity: product.stock_quantity })
        .where('id', '=', id)
        .execute();
    }
  });
});

describe('product page', () => {
  it('adds the chosen quantity in place, and shows "not enough stock" as a notice', async () => {
    const page = await shopper('/product/copper-watering-can/'); // 3 left
    await markDocument(page);
    await page.fill('input#quantity', '2');
    await page.click('button.single_add_to_cart_button');
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^2 items/);
    expect(await page.locator('form.cart a.added_to_cart').count()).toBe(1);
    expect(await isSameDocument(page)).toBe(true);

    await page.fill('input#quantity', '2');
    await Promise.all([page.waitForEvent('load'), page.click('button.single_add_to_cart_button')]);
    expect(await page.locator('.notice--error').textContent()).toContain('there is not enough stock');
    expect(await cartCount(page).textContent()).toMatch(/^2 items/);
  });
  it("sends every data attribute of the form's button, as the listing button does, with the chosen quantity", async () => {
    const page = await shopper('/product/copper-watering-can/');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/cart-api/add_to_cart')) sent.push(r.postData() ?? '');
    });
    const submit = page.locator('button.single_add_to_cart_button');
    // A gift-wrap add-on marks the button before the shopper submits.
    await submit.evaluate((b) => b.setAttribute('data-gift_wrap', 'yes'));
    await page.fill('input#quantity', '2');
    await submit.click();
    await expect.poll(() => cartCount(page).textContent()).toMatch(/^2 items/);
    expect(sent).toHaveLength(1);
    const body = Object.fromEntries(new URLSearchParams(sent[0]));
    expect(body).toEqual({ product_id: await submit.getAttribute('data-product_id'), quantity: '2', gift_wrap: 'yes' });
  });
});

describe('mini-cart removal', () => {
  async function shopperWithTwoLines(): Promise<Page> {
    const page = await shopper();
    await addButtons(page).nth(0).click();
    await addButtons(page).nth(1).click();
    await expect.poll(() => miniCartLines(page).count()).toBe(2);
    await markDocument(page);
    await page.getByRole('button', { name: /^Cart 2 items/ }).click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    return page;
  }

  it('blocks the line while its removal runs, then removes it in place', async () => {
    const page = await shopperWithTwoLines();
    const [first, second] = await miniCartLines(page).locator('a.mini-cart__product').allTextContents();
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/cart-api/remove_from_cart', async (route) => {
      await held;
      await route.fulfill({ response: await route.fetch() });
    });
    // By keyboard: the mini-cart stays open (focus stays in it) once the line is gone.
    await miniCartLines(page).first().locator('a.remove').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => miniCartLines(page).first().getAttribute('class')).toContain('blocked');
    release();
    await expect.poll(() => miniCartLines(page).count()).toBe(1);
    expect(await miniCartLines(page).locator('a.mini-cart__product').textContent()).toBe(second);
    expect(first).not.toBe(second);
    expect(await cartCount(page).textContent()).toMatch(/^1 item –/);
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('.widget_shopping_cart_content') !== null)).toBe(
      true,
    );
    // Said inside the open drawer: while a modal dialog is open, the page's own regions are inert.
    await expect.poll(() => announced(page)).toContain(`live-polite:“${first}” removed from your cart.`);
  });

  it('keeps a line blocked until its own removal ends, when an add queued before it is answered first', async () => {
    const page = await shopperWithTwoLines();
    const removeLink = miniCartLines(page).first().locator('a.remove');
    const key = (await removeLink.getAttribute('data-cart_item_key')) ?? '';
    const removals: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/cart-api/remove_from_cart')) removals.push(r.postData() ?? '');
    });
    // Every cart request takes 1.5 s: the removal waits in the queue behind the add.
    await page.route(/\/cart-api\/(add_to_cart|remove_from_cart)$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ response: await route.fetch() });
    });
    // The add is sent from the listing, with the drawer closed; the drawer is opened while
    // it is still out, and the removal queues behind it.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Cart' }).waitFor({ state: 'hidden' });
    const addButton = addButtons(page).nth(2);
    await addButton.click();
    await page.getByRole('button', { name: /^Cart 2 items/ }).click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    const line = page
      .locator('.mini-cart__item')
      .filter({ has: page.locator(`a.remove[data-cart_item_key="${key}"]`) });
    await line.locator('a.remove').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => line.getAttribute('class')).toContain('blocked');

    // Until the line leaves the page, it never shows unblocked; were it unblocked, a
    // shopper pressing Enter on it again would send a second removal.
    await page.waitForFunction(
      (k) => {
        const item = document.querySelector(`a.remove[data-cart_item_key="${k}"]`)?.closest('.mini-cart__item');
        return !item?.classList.contains('blocked');
      },
      key,
      { timeout: 15_000 },
    );
    const shownUnblocked = (await line.count()) > 0;
    if (shownUnblocked) {
      await line.locator('a.remove').focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => cartCount(page).textContent(), { timeout: 10_000 }).toMatch(/^2 items –/);
    expect(shownUnblocked).toBe(false);
    expect(removals).toEqual([`cart_item_key=${key}`]);
    expect(await addButton.getAttribute('class')).toContain('added');
    expect(await miniCartLines(page).count()).toBe(2);
  });

  it.each([
    ['the server fails', (route: Route) => route.fulfill({ status: 500, body: 'down' })],
    ['the answer has no fragments', (route: Route) => route.fulfill({ json: { cart_hash: 'x' } })],
  ])("follows the remove link's href when %s", async (_what, answer) => {
    const page = await shopperWithTwoLines();
    const name = await miniCartLines(page).first().locator('a.mini-cart__product').textContent();
    await page.route('**/cart-api/remove_from_cart', answer);
    await Promise.all([
      page.waitForURL(`${env.shop.url}/cart/`),
      miniCartLines(page).first().locator('a.remove').click(),
    ]);
    expect(await isSameDocument(page)).toBe(false);
    expect(await page.locator('.notice--success').textContent()).toBe(`“${name}” removed.`);
    expect(await miniCartLines(page).count()).toBe(1);
  });
});

describe('several tabs', () => {
  it("updates another open tab's mini-cart without a reload", async () => {
    const first = await shopper();
    const second = await context.newPage();
    await second.goto(`${env.shop.url}/product-category/lamps/`);
    await waitForHydration(second);
    await markDocument(second);
    await addButtons(first).first().click();
    await expect.poll(() => miniCartLines(second).count()).toBe(1);
    expect(await cartCount(second).textContent()).toMatch(/^1 item –/);
    expect(await isSameDocument(second)).toBe(true);
  });
});
