import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { addButtons, miniCartLines } from '../support/page';

/** What the browser downloads: code a page does not need yet is not fetched until it is. */
const env = setUpBrowserShop();

/**
 * What the page has fetched so far: each script's file name without its hash, and markers
 * of code whose chunk the bundler may name after another module (zod's schemas, the REST
 * client), found in the scripts' bodies.
 */
function recordScripts(page: Page): () => Promise<string[]> {
  const fetched: Promise<string[]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.split('/').pop() ?? '';
    const name = file.replace(/-[\w-]{8}\.js$/, '');
    fetched.push(
      response
        .text()
        .catch(() => '')
        .then((body) => [
          name,
          ...(body.includes('ZodObject') ? ['zod'] : []),
          ...(body.includes('create-image-subsizes') ? ['REST client'] : []),
        ]),
    );
  });
  return async () => (await Promise.all(fetched)).flat();
}

describe('code loaded on demand', () => {
  it('fetches the cart client and zod with the first add to cart, not with the listing', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = recordScripts(page);
    await page.goto('/shop/', { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('[data-island="MiniCart"][data-hydrated]').count()).toBe(1);
    const onLoad = await scripts();
    expect(onLoad).toContain('entry-client');
    expect(onLoad.filter((s) => ['cartClient', 'zod', 'REST client'].includes(s))).toEqual([]);

    await addButtons(page).first().click();
    await expect.poll(() => miniCartLines(page).count()).toBe(1);
    expect(await scripts()).toEqual(expect.arrayContaining(['cartClient', 'zod']));
  });

  it('fetches the carousel library only when the shopper reaches for the carousel', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = recordScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const carousel = page.getByRole('region', { name: 'Bestsellers' });
    // On the first screen, its slides scroll sideways without the library.
    expect(await carousel.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(900);
    expect(await scripts()).toContain('entry-client');
    expect(await scripts()).not.toContain('embla-carousel.esm');
    expect(await carousel.getByRole('button', { name: 'Next slide' }).count()).toBe(0);

    await carousel.getByRole('group').first().hover();
    await expect.poll(scripts).toContain('embla-carousel.esm');
    await expect.poll(() => carousel.getByRole('button', { name: 'Next slide' }).count()).toBe(1);
  });

  it('starts the carousel when a keyboard shopper tabs into it', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = recordScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const carousel = page.getByRole('region', { name: 'Bestsellers' });
    await carousel.getByRole('link').first().focus();
    await expect.poll(scripts).toContain('embla-carousel.esm');
    await expect.poll(() => carousel.getByRole('button', { name: 'Next slide' }).count()).toBe(1);
  });
});

describe('code a product page loads when the shopper reaches for it', () => {
  async function productPage(page: Page): Promise<() => Promise<string[]>> {
    const listing = await (await fetch(`${env.shop.url}/shop/`)).text();
    const path = /href="(\/product\/[a-z0-9-]+\/)"/.exec(listing)?.[1] ?? '/product/missing/';
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('[data-island="AddToCartForm"][data-hydrated]').count()).toBe(1);
    return scripts;
  }

  it("fetches the review form's code when the pointer comes over the reviews, not with the page", async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = await productPage(page);
    const reviews = page.getByRole('region', { name: /^Reviews/ });
    await reviews.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await scripts()).not.toContain('ProductReviews');

    await reviews.getByRole('heading', { name: /^Reviews/ }).hover();
    await expect.poll(scripts).toContain('ProductReviews');
    await expect.poll(() => page.locator('[data-island="ProductReviews"][data-hydrated]').count()).toBe(1);
  });

  it('fetches it when a keyboard shopper tabs into the review form', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = await productPage(page);
    await page.getByLabel('Your review').focus();
    await expect.poll(scripts).toContain('ProductReviews');
    await expect.poll(() => page.locator('[data-island="ProductReviews"][data-hydrated]').count()).toBe(1);
  });
});

describe('a part of the page whose code cannot load', () => {
  const NOTICE = 'This part of the page could not load. Check your connection and reload.';
  const filterIsland = (page: Page) => page.locator('[data-island="ListingFilter"]');

  it('says so after 120 s of waiting, and the filter keeps working as a plain form', async () => {
    const page = await env.newPage({ viewport: { width: 1280, height: 900 } });
    await page.clock.install();
    let held = false;
    // The filter's chunk never answers.
    await page.route('**/assets/ListingFilter-*.js', () => {
      held = true;
    });
    await page.goto('/shop/');
    await expect.poll(() => held).toBe(true);
    await page.clock.runFor(119_000);
    expect(await page.getByText(NOTICE).count()).toBe(0);

    await page.clock.runFor(2_000);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: NOTICE }).count()).toBe(1);
    expect(await filterIsland(page).getAttribute('data-hydrated')).toBeNull();
    // The server's GET form still filters.
    await page.getByLabel('Eco-friendly', { exact: true }).check();
    await Promise.all([
      page.waitForURL('**/shop/?e-filter-shop-product_tag=eco'),
      page.getByRole('button', { name: 'Filter' }).click(),
    ]);
  });

  it.each([390, 1280])('says so at once when the chunk fails to download (%i px)', async (width) => {
    const page = await env.newPage({ viewport: { width, height: 844 } });
    await page.route('**/assets/ListingFilter-*.js', (route) => route.abort('failed'));
    await page.goto('/shop/');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: NOTICE }).count()).toBe(1);
    expect(await filterIsland(page).getAttribute('data-hydrated')).toBeNull();
  });
});
