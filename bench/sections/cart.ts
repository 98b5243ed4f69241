/**
 * The cart: `npm run bench -- cart`. Figures, not pass/fail.
 *
 * - add_to_cart round trip (p50, p95) from one client, one request at a time, as a
 *   shopper's queue sends them: 5 adds per new shopper, the first creating the session;
 * - add_to_cart requests per second under load (autocannon, 10 connections, many sessions);
 *   both on embedded PGlite (a data folder on disk, as `npm start`) and, when DATABASE_URL
 *   is set, on a Postgres server. These shops run in the bench process, with unlimited
 *   stock so that no add fails for want of it;
 * - the requests a browser makes loading /shop/ on the shop `npm run bench` started, of
 *   which cart requests (expected: none). The JavaScript it ships is the javascript section.
 *
 * bench/run.ts sets NODE_ENV=production before any section runs, and the server modules
 * load only inside `run`, so React's production build renders the pages and fragments.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ServerConfig } from '../../server/config';
import type { DatabaseTarget } from '../../server/db/index';
import type { RunningShop } from '../../server/start';
import type { BenchContext, BenchSection } from '../types';

const ROUND_TRIPS = Number(process.env.BENCH_ROUND_TRIPS ?? 500);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_SESSIONS = 100;

async function start(database: DatabaseTarget): Promise<RunningShop> {
  const { defaultShopSettings } = await import('../../server/config');
  const { startShop } = await import('../../server/start');
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    database,
    dev: false,
    clientDir: path.resolve('dist/client'),
    shop: { ...defaultShopSettings },
  };
  const shop = await startShop(config);
  // Unlimited stock, so stock limits never turn an add into an error mid-run.
  await shop.db.updateTable('products').set({ stock_quantity: null }).where('stock_status', '=', 'instock').execute();
  return shop;
}

async function addableIds(shop: RunningShop): Promise<number[]> {
  const rows = await shop.db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'simple')
    .where('stock_status', '=', 'instock')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

function add(url: string, productId: number, cookie?: string) {
  return fetch(`${url}/cart-api/add_to_cart`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: `product_id=${productId}&quantity=1&product_sku=BENCH`,
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function roundTrips(shop: RunningShop, ids: number[]) {
  const times: number[] = [];
  let cookie: string | undefined;
  let bytes = 0;
  for (let i = -50; i < ROUND_TRIPS; i++) {
    if (i % 5 === 0) cookie = undefined; // a new shopper every 5 adds
    const t0 = performance.now();
    const res = await add(shop.url, ids[(i + 50) % ids.length]!, cookie);
    const body = await res.text();
    const t1 = performance.now();
    if (res.status !== 200 || body.includes('"error"')) throw new Error(`add_to_cart answered ${res.status}: ${body}`);
    cookie ??= res.headers.get('set-cookie')?.split(';')[0];
    if (i >= 0) {
      times.push(t1 - t0);
      bytes += body.length;
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), responseBytes: Math.round(bytes / times.length) };
}

async function load(shop: RunningShop, ids: number[]) {
  const cookies: string[] = [];
  for (let i = 0; i < LOAD_SESSIONS; i++) {
    const res = await add(shop.url, ids[i % ids.length]!);
    await res.text();
    cookies.push(res.headers.get('set-cookie')?.split(';')[0] ?? '');
  }
  let n = 0;
  const result = await autocannon({
    url: shop.url,
    connections: 10,
    duration: LOAD_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/cart-api/add_to_cart',
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              cookie: cookies[n % cookies.length]!,
            },
            body: `product_id=${ids[(n * 7) % ids.length]}&quantity=1`,
          };
        },
      },
    ],
  });
  return { rps: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

async function listingRequests(url: string) {
  const { launchBrowser } = await import('../../test/support/browser');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${url}/shop/`);
    await page.waitForLoadState('networkidle');
    return {
      islands: await page.locator('[data-island]').count(),
      requests: requests.length,
      cartRequests: requests.filter((r) => r.includes('/cart-api/')).length,
    };
  } finally {
    await browser.close();
  }
}

interface Target {
  name: string;
  open(): Promise<{ target: DatabaseTarget; done(): Promise<void> }>;
}

async function targets(): Promise<Target[]> {
  const list: Target[] = [
    {
      name: 'PGlite (disk)',
      async open() {
        const dir = mkdtempSync(path.join(tmpdir(), 'statefront-bench-cart-'));
        return {
          target: { kind: 'pglite', dataDir: dir },
          done: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const { openPostgres } = await import('../../test/support/databases');
    list.push({
      name: 'Postgres',
      async open() {
        const fresh = await openPostgres(adminUrl);
        await fresh.db.destroy(); // the shop opens its own pool on it
        return { target: { kind: 'postgres', url: fresh.url }, done: () => fresh.close().catch(() => {}) };
      },
    });
  }
  return list;
}

export const cart: BenchSection = {
  name: 'cart',
  async run(ctx: BenchContext) {
    const rows: (string | number)[][] = [];
    const data: Record<string, unknown> = {};
    for (const t of await targets()) {
      const { target, done } = await t.open();
      const shop = await start(target);
      try {
        const ids = await addableIds(shop);
        const trips = await roundTrips(shop, ids);
        const loaded = await load(shop, ids);
        rows.push([
          t.name,
          Number(trips.p50.toFixed(2)),
          Number(trips.p95.toFixed(2)),
          Math.round(loaded.rps),
          loaded.non2xx + loaded.errors,
          trips.responseBytes,
        ]);
        data[t.name] = { roundTrip: trips, load: loaded };
      } finally {
        await shop.close();
        await done();
      }
    }
    const listing = await listingRequests(ctx.url);
    data.listing = listing;
    return {
      title: `Cart: add_to_cart, ${ROUND_TRIPS} sequential round trips, then ${LOAD_SECONDS} s at 10 connections over ${LOAD_SESSIONS} sessions`,
      columns: ['database', 'p50 ms', 'p95 ms', 'req/s', 'failed', 'response B'],
      rows,
      notes: [
        'Shops in the bench process, unlimited stock; a new shopper every 5 round trips.',
        `Loading /shop/ (${ctx.database}): ${listing.requests} requests, ${listing.cartRequests} of them to the cart; ${listing.islands} islands.`,
      ],
      data,
    };
  },
};
