import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';

/**
 * What the first screen needs comes with the page itself (docs/decisions/0308): a shopper on a
 * slow connection sees the page styled before any other file arrives.
 */
const env = setUpBrowserShop();

describe('the first paint', () => {
  it('shows the listing styled with every other file of the shop refused', async () => {
    const page = await env.newPage({ viewport: { width: 390, height: 844 } });
    const refused: string[] = [];
    await page.route('**/assets/**', (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.goto('/shop/');
    expect(refused.some((p) => p.endsWith('.js'))).toBe(true);
    // The product grid in two columns, as the stylesheet lays it out on a phone.
    const columns = await page
      .locator('ul.products')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    // Screen-reader-only text stays out of sight.
    const liveRegion = await page.locator('#a11y-speak-polite').boundingBox();
    expect(liveRegion?.width).toBe(1);
  });

  it('requests no stylesheet while a page loads', async () => {
    const page = await env.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    for (const path of ['/shop/', '/cart/']) await page.goto(path, { waitUntil: 'networkidle' });
    expect(stylesheets).toEqual([]);
  });
});
