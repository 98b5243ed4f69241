import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../support/app';
import { type PostgresCluster, postgresBinaries, startPostgresCluster } from '../support/postgres-cluster';
import { freePort, type RunningProcess, startRunning, stop } from '../support/shop-process';

/**
 * A shop on Postgres whose database stops and comes back while shoppers are adding to
 * their carts: the process must live on, answer 503 in each client's own format during
 * the outage, and serve again with every cart intact once the database is back.
 */
const hasPostgres = postgresBinaries() !== undefined;

let scratch: string;
let cluster: PostgresCluster;
let shop: RunningProcess;

/** One shopper without JavaScript: a session cookie, and fetch against the running shop. */
let cookie = '';
let productId = '';

async function addToCart(): Promise<number> {
  try {
    const response = await fetch(`${shop.url}/cart-api/add_to_cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ product_id: productId, quantity: '1' }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function cartCount(): Promise<number> {
  const html = await (await fetch(`${shop.url}/cart/`, { headers: { cookie } })).text();
  const match = /class="cart-contents-count">(\d+) items?/.exec(html.replaceAll('<!-- -->', ''));
  if (!match) throw new Error(`no cart count on the cart page:\n${html.slice(0, 400)}`);
  return Number(match[1]);
}

/** Keeps `width` add_to_cart requests in flight until `until` resolves; returns every status. */
async function burst(width: number, until: Promise<void>): Promise<number[]> {
  const statuses: number[] = [];
  let done = false;
  void until.then(() => {
    done = true;
  });
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (!done) statuses.push(await addToCart());
    }),
  );
  return statuses;
}

async function waitForShopping(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${shop.url}/shop/`);
    if (response.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the shop did not serve again after the database came back');
}

describe.skipIf(!hasPostgres)('a Postgres restart under load', () => {
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'statefront-outage-'));
    fakeClientBuild(path.join(scratch, 'dist', 'client'));
    cluster = await startPostgresCluster();
    // Two workers (node:cluster), as `npm start` runs on Postgres on a machine of two cores or
    // more: each lives through the outage, and SIGTERM drains both.
    shop = await startRunning(scratch, {
      DATABASE_URL: cluster.url,
      PORT: String(await freePort()),
      POPUP: 'off',
      WEB_CONCURRENCY: '2',
    });
    const listing = await (await fetch(`${shop.url}/shop/`)).text();
    productId = /data-product_id="(\d+)"[^>]*>Add to cart/.exec(listing)?.[1] ?? '';
    if (!productId) productId = /\?add-to-cart=(\d+)/.exec(listing)?.[1] ?? '';
    // Unlimited stock: the bursts add more than a demo product holds, and an add past the
    // stock answers 200 with `error` (nothing added), which would read as a lost add.
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('update products set stock_quantity = null where id = $1', [Number(productId)]);
    await admin.end();
    const first = await fetch(`${shop.url}/shop/?add-to-cart=${productId}`, { redirect: 'manual' });
    cookie = /sf_session=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
  });
  afterAll(async () => {
    if (shop) await stop(shop.child);
    cluster?.destroy();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it.each(['fast', 'immediate'] as const)(
    'keeps the process alive through `pg_ctl -m %s stop`, answers 503 meanwhile, and keeps the cart',
    async (mode) => {
      expect(cookie).not.toBe('');
      const before = await cartCount();

      let outageOver!: () => void;
      const stopped = new Promise<void>((resolve) => {
        outageOver = resolve;
      });
      const inFlight = burst(4, stopped);
      await new Promise((resolve) => setTimeout(resolve, 300));
      cluster.stop(mode);

      // During the outage: pages, cart endpoint, REST and static assets.
      const page = await fetch(`${shop.url}/shop/`);
      const pageHtml = await page.text();
      const cart = await fetch(`${shop.url}/cart-api/add_to_cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ product_id: productId, quantity: '1' }),
      });
      const rest = await fetch(`${shop.url}/api/statefront/v1/nonce`, { method: 'POST', headers: { cookie } });
      const asset = await fetch(`${shop.url}/assets/entry-client-test.js`);
      outageOver();
      const statuses = await inFlight;

      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(pageHtml).toContain('<header class="site-header"');
      expect(pageHtml).toContain('<footer');
      expect(pageHtml).toMatch(/briefly unavailable/);
      // The header's menu still names the shop's categories: they come from memory.
      expect(pageHtml).toMatch(/href="\/product-category\/[^"]+\/"/);
      expect(cart.status).toBe(503);
      expect(cart.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await cart.json()).toMatchObject({ error: true, code: 'database_unavailable' });
      expect(rest.status).toBe(503);
      expect(await rest.json()).toMatchObject({ code: 'rest_database_unavailable', data: { status: 503 } });
      expect(asset.status).toBe(200);
      expect(
        statuses.filter((s) => s !== 200 && s !== 503),
        `statuses ${statuses}`,
      ).toEqual([]);
      expect(shop.child.exitCode).toBeNull();

      cluster.start();
      await waitForShopping();
      expect(shop.child.exitCode).toBeNull();
      expect(shop.stderr()).not.toMatch(/Unhandled|uncaught/i);

      // Every add the shop confirmed is in the cart; an add that failed with 503 may have
      // committed just before its connection was cut, and at most those.
      const confirmed = statuses.filter((s) => s === 200).length;
      const refused = statuses.filter((s) => s === 503).length;
      const after = await cartCount();
      expect(after).toBeGreaterThanOrEqual(before + confirmed);
      expect(after).toBeLessThanOrEqual(before + confirmed + refused);
      expect(await addToCart()).toBe(200);
      expect(await cartCount()).toBe(after + 1);
    },
  );

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    // Hold the products table so a listing waits on it, then ask the shop to stop. The
    // shopper's session makes the listing a page of their own, rendered from the database
    // (a visitor without one could be served a page kept in memory).
    const blocker = new pg.Client({ connectionString: cluster.url.replace(/\/postgres$/, '/postgres') });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table products in access exclusive mode');
    const listing = fetch(`${shop.url}/shop/`, { headers: { cookie } });
    // In flight: its query waits on the lock (on a loaded machine that can take a while).
    const waiting = async () =>
      Number(
        (await blocker.query(`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock'`)).rows[0].n,
      );
    await expect.poll(waiting, { timeout: 30_000 }).toBeGreaterThan(0);
    shop.child.kill('SIGTERM');
    // Stopped listening: a new connection is refused while the old request still waits.
    const { port } = new URL(shop.url);
    const connects = () =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve('accepted');
        });
        socket.once('error', () => resolve('refused'));
      });
    await expect.poll(connects, { timeout: 30_000 }).toBe('refused');
    expect(await waiting()).toBeGreaterThan(0);
    await blocker.query('rollback');
    await blocker.end();
    const response = await listing;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('results');
    expect(await shop.exited).toBe(0);
  });
});
