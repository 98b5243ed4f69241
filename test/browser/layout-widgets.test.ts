import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setUpBrowserShop } from '../support/browser';

/** The widgets every page's layout carries: store notice, mobile menu, notices, link prefetch. */
const env = setUpBrowserShop();
const newPage = env.newPage;

/** Waits until React has hydrated the element (it then carries React's own properties). */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  }, selector);
}

describe('store notice', () => {
  it('stays dismissed across reloads and pages, with the cookie store_notice{id} = hidden, path /', async () => {
    const page = await newPage();
    await page.goto('/shop/');
    const notice = page.getByRole('region', { name: 'Store notice' });
    expect(await notice.textContent()).toContain('Free shipping on orders over $50');
    await hydrated(page, '.store-notice__dismiss');
    await page.getByRole('link', { name: 'Dismiss store notice' }).click();
    await notice.waitFor({ state: 'detached' });
    // Dismissed in place: still the same page.
    expect(new URL(page.url()).pathname).toBe('/shop/');

    const cookies = await page.context().cookies();
    const cookie = cookies.find((c) => c.name === 'store_noticewelcome-2026');
    expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
    expect(cookie?.expires).toBe(-1); // a session cookie

    // The server leaves it out of the HTML, so it never flashes.
    // (The page's inline stylesheet names the class; no element carries it.)
    const noticeMarkup = /<[a-z]+ [^>]*class="[^"]*\bstore-notice\b/;
    const reload = await page.reload();
    expect(await reload?.text()).not.toMatch(noticeMarkup);
    const product = await page.goto('/product-category/mugs/');
    expect(await product?.text()).not.toMatch(noticeMarkup);
  });

  it('is dismissed by its link without JavaScript too', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/product-category/mugs/?orderby=price');
    await page.getByRole('link', { name: 'Dismiss store notice' }).click();
    await page.waitForURL((url) => !url.search.includes('dismiss-store-notice'));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/product-category/mugs/?orderby=price');
    expect(await page.getByRole('region', { name: 'Store notice' }).count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'store_noticewelcome-2026');
    expect(cookie).toMatchObject({ value: 'hidden', path: '/', expires: -1 });
  });
});

describe('mobile menu', () => {
  it('mirrors its state in aria-expanded, collapses sub-menus on opening, and closes on resize', async () => {
    const page = await newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/shop/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const shopButton = page.getByRole('button', { name: 'Shop' });
    await hydrated(page, '.menu-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await shopButton.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await shopButton.click();
    expect(await shopButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Mugs' }).isVisible()).toBe(true);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await shopButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Mugs' }).isVisible()).toBe(false);

    await page.setViewportSize({ width: 800, height: 740 });
    await page.waitForFunction(() => document.querySelector('.menu-toggle')?.getAttribute('aria-expanded') === 'false');
    expect(await toggle.isVisible()).toBe(false);
  });

  it('shows the whole menu without JavaScript', async () => {
    const page = await newPage({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    await page.goto('/shop/');
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Mugs' }).isVisible()).toBe(true);
  });
});

describe('notices', () => {
  it('moves focus to the first notice on the page', async () => {
    const page = await newPage();
    await page.goto('/shop/');
    const addHref = await page.locator('a.ajax-add-to-cart').first().getAttribute('href');
    await page.goto(addHref ?? '');
    await page.waitForFunction(() => document.activeElement?.classList.contains('notice'));
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent ?? '',
      first: document.activeElement === document.querySelector('.notice'),
    }));
    expect(focused.first).toBe(true);
    expect(focused.text).toContain('has been added to your cart.');
  });

  it('shows notices another widget posts, and scrolls to them at once when motion is reduced', async () => {
    const page = await newPage({ viewport: { width: 1024, height: 600 }, reducedMotion: 'reduce' });
    await page.goto('/shop/');
    await hydrated(page, '.notices-wrapper');
    await page.evaluate(() => {
      window.scrollTo({ top: 1500, behavior: 'instant' });
      document.dispatchEvent(
        new CustomEvent('statefront:notices', {
          detail: { notices: [{ kind: 'error', text: 'Sorry, that did not work.' }], scroll: true },
        }),
      );
    });
    // The notices check loads with the first posted notice, then the notice shows.
    await page.getByRole('alert').waitFor();
    const scrolled = await page.evaluate(() => {
      const wrapper = document.querySelector('.notices-wrapper')!;
      return { y: window.scrollY, target: Math.max(0, wrapper.getBoundingClientRect().top + window.scrollY - 100) };
    });
    expect(scrolled.y).toBe(scrolled.target);
    expect(await page.getByRole('alert').textContent()).toBe('Sorry, that did not work.');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
  });
});

describe('link prefetch', () => {
  /** Every URL the page has asked to prefetch: speculation rules, or prefetch links elsewhere. */
  const prefetched = (page: Page) =>
    page.evaluate(() => [
      ...[...document.querySelectorAll('script[type="speculationrules"]')].flatMap(
        (s) => (JSON.parse(s.textContent ?? '{}') as { prefetch: { urls: string[] }[] }).prefetch[0]?.urls ?? [],
      ),
      ...[...document.querySelectorAll('link[rel="prefetch"]')].map((l) => (l as HTMLLinkElement).href),
    ]);

  /**
   * The prefetcher's code comes with the shopper's first move (docs/decisions/0288): waits
   * for it, then until the page has run it (importing the same module resolves only once it
   * has been evaluated, after the page's own import, which starts the prefetcher). A shopper
   * who moves and presses at once on a slow page gets no prefetch, only the navigation.
   */
  const prefetcherLoading = (page: Page) => page.waitForResponse((r) => r.url().includes('/linkPrefetch-'));
  async function prefetcherStarted(page: Page, loading: Promise<{ url(): string }>): Promise<void> {
    const chunk = await loading;
    // As an expression: written as a function, the test runner would rewrite its import().
    await page.evaluate(`import(${JSON.stringify(chunk.url())}).then(() => undefined)`);
  }

  it('prefetches a product link hovered on desktop, so its page arrives from the prefetch; never a query link', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    // The page's clock runs on its own; the test moves it past the hover delay at once.
    await page.clock.install();
    await page.goto('/shop/');
    await page.waitForLoadState('load');
    const paged = page.locator('.pagination a[href*="?"]').first();
    const pagedHref = await paged.evaluate((a) => (a as HTMLAnchorElement).href);
    const loading = prefetcherLoading(page);
    await paged.hover();
    await prefetcherStarted(page, loading);
    await page.clock.runFor(300);

    const product = page.locator('a.product-card__link').first();
    const productHref = await product.evaluate((a) => (a as HTMLAnchorElement).href);
    const fetched = page.waitForEvent('requestfinished', (r) => r.url() === productHref);
    await product.hover();
    await fetched;
    expect(await prefetched(page)).toEqual([productHref]);
    expect(pagedHref).toContain('?');

    await product.click();
    await page.waitForURL(productHref);
    // The fake clock stands in for `performance`; the navigation entry comes from an observer.
    const delivery = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          new PerformanceObserver((list) =>
            resolve((list.getEntries()[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType),
          ).observe({ type: 'navigation', buffered: true }),
        ),
    );
    expect(delivery).toBe('navigational-prefetch');
  });

  it('on a phone, prefetches links that come into view once the shopper scrolls, skipping the current page and query links', async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    await page.clock.install();
    await page.goto('/shop/', { waitUntil: 'networkidle' });
    // Nothing is prefetched for a shopper who has not yet touched the page (docs/decisions/0288).
    await page.clock.runFor(2000);
    expect(await prefetched(page)).toEqual([]);
    const prefetcher = page.waitForResponse((r) => r.url().includes('/linkPrefetch-'));
    await page.evaluate(() => window.scrollBy(0, 300));
    await prefetcher;
    // The page's clock moves past the 1000 ms from the start of prefetching.
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return (await prefetched(page)).length;
      })
      .toBeGreaterThan(0);
    const hrefs = await prefetched(page);
    expect(hrefs.some((h) => h.includes('/product/'))).toBe(true);
    expect(hrefs.every((h) => !h.includes('?') && !h.includes('#'))).toBe(true);
    expect(hrefs).not.toContain(`${env.shop.url}/shop/`);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  /** A shopper with a session: a line in the cart, added by the shop's no-JS link in the page's context. */
  async function withSession(page: Page): Promise<void> {
    const listing = await (await page.context().request.get('/shop/')).text();
    const productId = /data-product_id="(\d+)"/.exec(listing)?.[1];
    expect(productId).toMatch(/^\d+$/);
    await page.context().request.get(`/shop/?add-to-cart=${productId}`);
  }

  /**
   * The pages (not scripts, pictures or API calls) the shop is asked for from now on, counted
   * by the shop's own server: each one a render. (The browser reports a navigation served from
   * its prefetch as a request too.)
   */
  function pagesServed(): string[] {
    const pages: string[] = [];
    const server = env.shop.app.server;
    const count = (request: { url?: string }) => {
      const url = new URL(request.url ?? '/', env.shop.url);
      if (!/^\/(assets|media|api)\//.test(url.pathname) && !url.search.includes('wc-ajax')) pages.push(url.pathname);
    };
    server.on('request', count);
    onTestFinished(() => void server.off('request', count));
    return pages;
  }

  it('costs a phone shopper with a session no page besides the one they view', async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    await withSession(page);
    await page.clock.install();
    const pages = pagesServed();
    await page.goto('/shop/', { waitUntil: 'networkidle' });
    const prefetcher = page.waitForResponse((r) => r.url().includes('/linkPrefetch-'));
    await page.evaluate(() => window.scrollBy(0, 600));
    await prefetcher;
    // Past the 1000 ms after which a phone without a session prefetches the links in view.
    await page.clock.runFor(2000);
    await page.waitForLoadState('networkidle');
    expect(pages).toEqual(['/shop/']);
    expect(await prefetched(page)).toEqual([]);
  });

  it('prefetches for a desktop shopper with a session only the link they press, which the navigation then uses', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await withSession(page);
    await page.clock.install();
    const pages = pagesServed();
    await page.goto('/shop/', { waitUntil: 'networkidle' });
    const product = page.locator('a.product-card__link').first();
    const productHref = await product.evaluate((a) => (a as HTMLAnchorElement).href);
    const loading = prefetcherLoading(page);
    await page.locator('a.product-card__link').nth(1).hover();
    await prefetcherStarted(page, loading);
    await product.hover();
    // Past the 60 ms after which a hovered link is prefetched for a shopper without a session.
    await page.clock.runFor(300);
    expect(await prefetched(page)).toEqual([]);

    const fetched = page.waitForEvent('requestfinished', (r) => r.url() === productHref);
    await page.mouse.down();
    await fetched;
    expect(await prefetched(page)).toEqual([productHref]);
    await page.mouse.up();
    await page.waitForURL(productHref);
    await page.waitForLoadState('networkidle');
    // One render for each page the shopper opened, none for a link only passed over.
    expect(pages).toEqual(['/shop/', new URL(productHref).pathname]);
  });
});
