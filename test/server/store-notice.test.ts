import { expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/db/seed';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const COOKIE = 'store_noticewelcome-2026';

describeOnDatabases('store notice', (database) => {
  const shop = useTestShop(database, { seed: [seedDemoCatalogue] });

  it('shows the notice with a dismiss link back to the same page', async () => {
    const res = await shop.app.inject({ url: '/shop/?orderby=price' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Free shipping on orders over $50');
    expect(res.body).toContain('data-notice-id="welcome-2026"');
    expect(res.body).toContain('href="/shop/?orderby=price&amp;dismiss-store-notice=welcome-2026"');
  });

  it('leaves the notice out of the page once its cookie says hidden', async () => {
    const res = await shop.app.inject({ url: '/shop/', cookies: { [COOKIE]: 'hidden' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Free shipping on orders over $50');
    expect(res.body).not.toContain('store-notice');
  });

  it('still shows it for a cookie of another notice or another value', async () => {
    const other = await shop.app.inject({
      url: '/shop/',
      cookies: { 'store_noticeold-notice': 'hidden', [COOKIE]: 'shown' },
    });
    expect(other.body).toContain('Free shipping on orders over $50');
  });

  it('dismisses without JavaScript: the dismissal cookie, then back to the page without the parameter', async () => {
    const res = await shop.app.inject({ url: '/shop/?orderby=price&dismiss-store-notice=welcome-2026' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/shop/?orderby=price');
    const cookie = res.cookies.find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
    // A session cookie: it ends with the browser session.
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
  });

  it('answers a malformed id with a 400 and sets nothing', async () => {
    const res = await shop.app.inject({ url: '/shop/?dismiss-store-notice=%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('dismiss-store-notice');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('only redirects for the id of a notice that is no longer shown', async () => {
    const res = await shop.app.inject({ url: '/cart/?dismiss-store-notice=old-notice' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart/');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never redirects off the site', async () => {
    const res = await shop.app.inject({ url: '/.//evil.example/?dismiss-store-notice=welcome-2026' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/(?!\/)/);
  });

  it('renders no notice when the shop has none', async () => {
    const none = await shop.appWith({ storeNotice: null });
    const res = await none.inject({ url: '/shop/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('store-notice');
  });
});
