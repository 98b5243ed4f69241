import { describe, expect, it } from 'vitest';
import { setUpBrowserShop } from '../support/browser';
import { waitForHydration } from '../support/page';

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

  it('fetches the page’s code once the first screen is in, and its widgets then come alive', async () => {
    const page = await env.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/shop/');
    await waitForHydration(page);
    const seen = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        loaded: navigation?.loadEventEnd ?? Number.NaN,
        // The pictures the page loads eagerly: the first screen's (those below it wait to be seen).
        pictures: [...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].map(
          (img) => files.find((f) => f.name === img.currentSrc)?.responseEnd ?? Number.NaN,
        ),
        // Every script but the page's own small loader (its one script element).
        scripts: files
          .filter(
            (f) => f.name.endsWith('.js') && f.name !== document.querySelector<HTMLScriptElement>('script[src]')?.src,
          )
          .map((f) => f.startTime),
      };
    });
    // The first screen's pictures were in, and the page had loaded, before React, XState and the
    // widgets were asked for.
    expect(seen.pictures.length).toBeGreaterThan(0);
    expect(seen.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...seen.scripts)).toBeGreaterThanOrEqual(Math.max(seen.loaded, ...seen.pictures));
  });

  it('brings the widgets on the shopper’s first move when a picture holds the page’s load back', async () => {
    const page = await env.newPage({ viewport: { width: 390, height: 844 } });
    // One picture of the first row never arrives, so the page never finishes loading.
    let held = false;
    await page.route('**/media/products/**', (route) => {
      if (held) return route.continue();
      held = true;
      return new Promise<void>(() => {});
    });
    await page.goto('/shop/', { waitUntil: 'domcontentloaded' });
    await page.mouse.move(100, 300);
    await expect.poll(() => page.locator('[data-island="MiniCart"][data-hydrated]').count()).toBe(1);
  });
});
