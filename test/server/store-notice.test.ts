import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { defaultShopSettings, type ShopSettings } from '../../server/config';
import { seedDemoCatalogue } from '../../server/db/seed';
import { freshClientBuild } from '../support/app';
import { describeOnDatabases } from '../support/databases';

const COOKIE = 'store_noticewelcome-2026';

describeOnDatabases('store notice', (database) => {
  let close: () => Promise<void>;
  let clientDir: string;
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;

  async function shop(settings: Partial<ShopSettings> = {}): Promise<FastifyInstance> {
    const opened = await database.open();
    await seedDemoCatalogue(opened.db);
    const built = await buildApp({ db: opened.db, settings: { ...defaultShopSettings, ...settings }, clientDir });
    apps.push(built);
    const prev = close;
    close = async () => {
      await prev?.();
      await opened.close();
    };
    return built;
  }

  beforeAll(async () => {
    clientDir = freshClientBuild();
    app = await shop();
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await close?.();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('shows the notice with a dismiss link back to the same page', async () => {
    const res = await app.inject({ url: '/shop/?orderby=price' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Free shipping on orders over $50');
    expect(res.body).toContain('data-notice-id="welcome-2026"');
    expect(res.body).toContain('href="/shop/?orderby=price&amp;dismiss-store-notice=welcome-2026"');
  });

  it('leaves the notice out of the page once its cookie says hidden', async () => {
    const res = await app.inject({ url: '/shop/', cookies: { [COOKIE]: 'hidden' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Free shipping on orders over $50');
    expect(res.body).not.toContain('store-notice');
  });

  it('still shows it for a cookie of another notice or another value', async () => {
    const other = await app.inject({
      url: '/shop/',
      cookies: { 'store_noticeold-notice': 'hidden', [COOKIE]: 'shown' },
    });
    expect(other.body).toContain('Free shipping on orders over $50');
  });

  it('dismisses without JavaScript: the dismissal cookie, then back to the page without the parameter', async () => {
    const res = await app.inject({ url: '/shop/?orderby=price&dismiss-store-notice=welcome-2026' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/shop/?orderby=price');
    const cookie = res.cookies.find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
    // A session cookie: it ends with the browser session.
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
  });

  it('answers a malformed id with a 400 and sets nothing', async () => {
    const res = await app.inject({ url: '/shop/?dismiss-store-notice=%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('dismiss-store-notice');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('only redirects for the id of a notice that is no longer shown', async () => {
    const res = await app.inject({ url: '/cart/?dismiss-store-notice=old-notice' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart/');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never redirects off the site', async () => {
    const res = await app.inject({ url: '/.//evil.example/?dismiss-store-notice=welcome-2026' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/(?!\/)/);
  });

  it('renders no notice when the shop has none', async () => {
    const none = await shop({ storeNotice: null });
    const res = await none.inject({ url: '/shop/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('store-notice');
  });
});
