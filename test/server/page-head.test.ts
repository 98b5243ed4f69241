import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/db/seed';
import { fakeClientBuild, parsePage } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

/**
 * What a browser meets in a page's head before its first paint (docs/decisions/0308): the
 * build's stylesheet is in the page, allowed by the policy by its hash, and no request but
 * the page's stands before the first screen; its scripts wait behind the first screen's pictures.
 */
const builtCss = readFileSync(path.join(fakeClientBuild(), 'assets', 'entry-client-test.css'), 'utf8');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describeOnDatabases('the page head', (database) => {
  const shop = useTestShop(database, { seed: [seedDemoCatalogue] });
  let productUrl: string;

  beforeAll(async () => {
    const listing = parsePage((await shop.app.inject({ url: '/shop/' })).body);
    productUrl = listing.querySelector('a.product-card__link')?.getAttribute('href') ?? '';
  });

  it.each(['/shop/', '/cart/', 'a product page'])('%s carries its styles and links no stylesheet', async (which) => {
    const response = await shop.app.inject({ url: which === 'a product page' ? productUrl : which });
    expect(response.statusCode).toBe(200);
    const doc = parsePage(response.body);
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    const styles = [...doc.head.querySelectorAll('style')].map((s) => s.textContent);
    expect(styles).toEqual([builtCss]);
    // The exact text, `>` and all: the policy's hash is of it, and the browser applies nothing else.
    expect(response.body).toContain(`<style>${builtCss}</style>`);
    const styleSrc = /style-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    expect(styleSrc.split(' ')).toContain(sha256(builtCss));
    expect(styleSrc).not.toContain('unsafe-inline');
  });

  it('fetches the scripts at low priority and the product’s picture at high', async () => {
    const doc = parsePage((await shop.app.inject({ url: productUrl })).body);
    const script = doc.head.querySelector('script[type="module"]');
    expect(script?.getAttribute('src')).toBe('/assets/entry-client-test.js');
    expect(script?.getAttribute('fetchpriority')).toBe('low');
    const picture = doc.querySelector('img.product__image');
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    expect(picture?.hasAttribute('loading')).toBe(false);
  });

  it('loads the first row of the cart’s cross-sells at once and first, the others when seen', async () => {
    const listing = parsePage((await shop.app.inject({ url: '/shop/' })).body);
    const productId = listing.querySelector('[data-product_id]')?.getAttribute('data-product_id');
    const added = await shop.app.inject({ url: `/shop/?add-to-cart=${productId}` });
    expect(added.statusCode).toBe(303);
    const cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const cart = parsePage((await shop.app.inject({ url: '/cart/', headers: { cookie } })).body);
    const pictures = [...cart.querySelectorAll('.cross-sells img')];
    expect(pictures.length).toBeGreaterThan(2);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      ...pictures.slice(2).map(() => null),
    ]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      null,
      null,
      ...pictures.slice(2).map(() => 'lazy'),
    ]);
  });
});
