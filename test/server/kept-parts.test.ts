import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedContent } from '../../server/content/seed';
import { seedDemoCatalogue } from '../../server/db/seed';
import { forgetKeptParts, keptPartCount, keptPartsSettings } from '../../src/kept-parts';
import { formNonce, parsePage, Shopper, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

/**
 * Parts of pages kept by the server's render (src/kept-parts.tsx, docs/decisions/0304) give
 * the very pages a render without them gives, byte for byte: for a guest, a shopper with a
 * cart and a logged-in shopper (an empty cart, the coming-soon banner), on every page type that shows kept parts, on their first render (the parts
 * missed and kept) and on later ones (the parts reused).
 */
describeOnDatabases('pages with kept parts', (database) => {
  const shop = useTestShop(database, {
    seed: [seedDemoCatalogue, seedContent],
    settings: { pageCache: { sharedSeconds: 10, staleSeconds: 30, memoryBytes: 0 }, comingSoon: true },
  });

  let guest: Shopper;
  let shopper: Shopper;
  let member: Shopper;
  let urls: string[];

  beforeAll(async () => {
    guest = new Shopper(shop.app, '203.0.113.8');
    shopper = new Shopper(shop.app);
    const listing = (await guest.get('/shop/')).body;
    const product = /href="(\/product\/[^"/]+\/)"/.exec(listing)?.[1] ?? '';
    const category = /href="(\/product-category\/[^"/]+\/)"/.exec(listing)?.[1] ?? '';
    const id = /data-product_id="(\d+)"/.exec(listing)?.[1];
    await shopper.visit(`/shop/?add-to-cart=${id}`);
    member = new Shopper(shop.app, '203.0.113.9');
    const account = (await member.get('/my-account/')).body;
    const registered = await member.postForm('/my-account/register', {
      _nonce: formNonce(account, '/my-account/register'),
      name: 'Member',
      email: 'member@example.com',
      password: 'long enough password',
    });
    expect(registered.statusCode).toBe(303);
    urls = [
      '/',
      '/shop/',
      '/shop/?paged=2',
      '/shop/?orderby=price',
      '/shop/?e-filter-shop-product_tag=desk',
      category,
      product,
      '/cart/',
      '/search/?s=mug',
      '/journal/',
      '/contact/',
    ];
  });

  afterAll(() => {
    keptPartsSettings.enabled = true;
  });

  async function pages(who: Shopper): Promise<string[]> {
    const bodies: string[] = [];
    for (const url of urls) {
      const response = await who.get(url);
      expect(response.statusCode, url).toBe(200);
      bodies.push(response.body);
    }
    return bodies;
  }

  it('are byte for byte the pages rendered without them, for a guest, a shopper with a cart and a member', async () => {
    for (const who of [guest, shopper, member]) {
      keptPartsSettings.enabled = false;
      const rendered = await pages(who);
      keptPartsSettings.enabled = true;
      forgetKeptParts();
      const first = await pages(who);
      expect(keptPartCount()).toBeGreaterThan(20);
      const again = await pages(who);
      urls.forEach((url, i) => {
        expect(first[i], `${url}, parts missed`).toBe(rendered[i]);
        expect(again[i], `${url}, parts reused`).toBe(rendered[i]);
      });
    }
  });

  it('shows a member their account link and banner from the kept header and footer, and a guest neither', async () => {
    forgetKeptParts();
    const mine = parsePage((await member.get('/shop/')).body);
    expect(textOf(mine.querySelector('.account-link'))).toBe('My account');
    expect(mine.querySelector('[data-island="ComingSoonBanner"]')).not.toBeNull();
    const theirs = parsePage((await guest.get('/shop/')).body);
    expect(textOf(theirs.querySelector('.account-link'))).toBe('Log in');
    expect(theirs.querySelector('[data-island="ComingSoonBanner"]')).toBeNull();
  });

  it('never keeps a session’s nonce or cart in a part', async () => {
    forgetKeptParts();
    const page = (await shopper.get('/shop/')).body;
    const nonce = /&quot;nonce&quot;:&quot;([^&]+)&quot;/.exec(page)?.[1];
    const removeHref = parsePage(page).querySelector('.mini-cart a[href*="remove_item"]')?.getAttribute('href');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(removeHref).toMatch(/_nonce=/);
    // The guest's page is made of the parts the shopper's render kept.
    const guestPage = (await guest.get('/shop/')).body;
    expect(guestPage).not.toContain(nonce);
    expect(guestPage).not.toContain('remove_item');
    expect(textOf(parsePage(guestPage).querySelector('.cart-contents-count'))).toBe('0 items – $0.00');
  });
});
