import { describe, expect, it } from 'vitest';
import {
  browserMajorVersion,
  environmentAllowsPrefetch,
  isPrefetchable,
  type PrefetchEnvironment,
} from '../../domain/prefetch';

const page = { currentUrl: 'https://shop.test/shop/', prefetched: [] as string[] };

describe('isPrefetchable (spec section 9 skip rules)', () => {
  it('prefetches another page of the shop', () => {
    expect(isPrefetchable('https://shop.test/product/blue-mug/', page)).toBe(true);
  });

  it("skips URLs containing '#' or '?'", () => {
    expect(isPrefetchable('https://shop.test/product/blue-mug/#reviews', page)).toBe(false);
    expect(isPrefetchable('https://shop.test/shop/#', page)).toBe(false);
    expect(isPrefetchable('https://shop.test/shop/?add-to-cart=12', page)).toBe(false);
    expect(isPrefetchable('https://shop.test/product-category/mugs/?', page)).toBe(false);
  });

  it("skips the pages of the shopper's own state, which a prefetched copy would show stale", () => {
    expect(isPrefetchable('https://shop.test/cart/', page)).toBe(false);
    expect(isPrefetchable('https://shop.test/checkout/', page)).toBe(false);
    expect(isPrefetchable('https://shop.test/my-account/', page)).toBe(false);
    expect(isPrefetchable('https://shop.test/product/cart-shaped-mug/', page)).toBe(true);
  });

  it('skips the current page', () => {
    expect(isPrefetchable('https://shop.test/shop/', page)).toBe(false);
    expect(
      isPrefetchable('https://shop.test/shop/', { ...page, currentUrl: 'https://shop.test/shop/?orderby=price' }),
    ).toBe(false);
  });

  it('skips a link already prefetched', () => {
    const href = 'https://shop.test/product/blue-mug/';
    expect(isPrefetchable(href, { ...page, prefetched: [href] })).toBe(false);
  });

  it('skips other sites and links that are not web pages', () => {
    expect(isPrefetchable('https://elsewhere.test/product/', page)).toBe(false);
    expect(isPrefetchable('mailto:help@statefront.example', page)).toBe(false);
    expect(isPrefetchable('not a url', page)).toBe(false);
  });
});

const chrome = (v: number): PrefetchEnvironment => ({
  device: 'desktop',
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`,
});

describe('environmentAllowsPrefetch', () => {
  it('skips major browsers older than version 110', () => {
    expect(environmentAllowsPrefetch(chrome(109))).toBe(false);
    expect(environmentAllowsPrefetch(chrome(110))).toBe(true);
    expect(
      environmentAllowsPrefetch({
        device: 'desktop',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:102.0) Gecko/20100101 Firefox/102.0',
      }),
    ).toBe(false);
    expect(
      environmentAllowsPrefetch({
        device: 'desktop',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0',
      }),
    ).toBe(true);
  });

  it('skips save-data and 2g connections', () => {
    expect(environmentAllowsPrefetch({ ...chrome(130), saveData: true })).toBe(false);
    expect(environmentAllowsPrefetch({ ...chrome(130), effectiveType: '2g' })).toBe(false);
    expect(environmentAllowsPrefetch({ ...chrome(130), effectiveType: 'slow-2g' })).toBe(false);
    expect(environmentAllowsPrefetch({ ...chrome(130), effectiveType: '4g', saveData: false })).toBe(true);
  });
});

describe('browserMajorVersion', () => {
  it('reads the Chromium version from client hints before the user-agent string', () => {
    expect(
      browserMajorVersion({
        brands: [
          { brand: 'Not A(Brand', version: '99' },
          { brand: 'Chromium', version: '131' },
          { brand: 'Opera', version: '116' },
        ],
        userAgent: 'Mozilla/5.0 Chrome/131.0.0.0 OPR/116.0.0.0',
      }),
    ).toBe(131);
  });

  it('reads Chrome on iOS, Edge by its Chromium version, and Firefox', () => {
    expect(browserMajorVersion({ userAgent: 'Mozilla/5.0 (iPhone) CriOS/120.0.6099.119 Mobile/15E148' })).toBe(120);
    expect(browserMajorVersion({ userAgent: 'Mozilla/5.0 Chrome/108.0.0.0 Safari/537.36 Edg/108.0.1462.54' })).toBe(
      108,
    );
    expect(browserMajorVersion({ userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Firefox/131.0' })).toBe(131);
  });

  it('has no version rule for Safari, whose versions never reach 110', () => {
    const safari = 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(browserMajorVersion({ userAgent: safari })).toBeUndefined();
    expect(environmentAllowsPrefetch({ device: 'desktop', userAgent: safari })).toBe(true);
  });
});
