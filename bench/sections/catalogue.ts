/**
 * The catalogue at scale: `npm run bench -- catalogue`. Figures, not pass/fail.
 *
 * Two shops side by side on each database (PGlite always, Postgres when DATABASE_URL is
 * set), both started as `npm start` runs: one with the 66-product demo catalogue, one with
 * the large catalogue (`npm run seed:large`, 100,000 products). For each listing, requests
 * go one at a time, alternately to the small and the large shop, for BENCH_SECONDS, so
 * both meet the same machine: the time of a request (p50, loopback) and the CPU time each
 * shop process used per request, and the ratio of large to small. The goal is every
 * listing within 20% of its time on the demo catalogue.
 */
import { availableParallelism, loadavg } from 'node:os';
import { benchDatabases, type DatabaseKind, emptyDatabase, LARGE_CATALOGUE, largeCatalogue } from '../catalogues';
import { type ShopProcess, startShopProcess, stopProcess } from '../processes';
import type { BenchSection } from '../types';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP = 5;
const PER_PAGE = 12;
const DEMO_PRODUCTS = 66;

/** The listings measured, by the number of pages of the catalogue. */
function listings(products: number): [string, string][] {
  const pages = Math.ceil(products / PER_PAGE);
  return [
    ['page 1', '/shop/'],
    ['a middle page', `/shop/?paged=${Math.ceil(pages / 2)}`],
    ['the last page', `/shop/?paged=${pages}`],
    ['a category', '/product-category/mugs/'],
    ['price, low to high', '/shop/?orderby=price'],
    ['a tag filter', '/shop/?e-filter-shop-product_tag=eco'],
  ];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Alternate requests to the two shops for SECONDS; wall times and CPU per request of each. */
async function compare(small: ShopProcess, smallPath: string, large: ShopProcess, largePath: string) {
  const first = { small: await timed(small.url + smallPath), large: await timed(large.url + largePath) };
  for (let i = 0; i < WARM_UP; i++) {
    await timed(small.url + smallPath);
    await timed(large.url + largePath);
  }
  const times = { small: [] as number[], large: [] as number[] };
  const cpu0 = { small: small.cpuMs(), large: large.cpuMs() };
  const until = performance.now() + SECONDS * 1000;
  // Each shop goes first in every other pair, so neither always follows the other's work.
  for (let i = 0; performance.now() < until; i++) {
    if (i % 2 === 0) times.small.push(await timed(small.url + smallPath));
    times.large.push(await timed(large.url + largePath));
    if (i % 2 === 1) times.small.push(await timed(small.url + smallPath));
  }
  const n = times.small.length;
  return {
    first,
    requests: n,
    p50: { small: median(times.small), large: median(times.large) },
    cpu: { small: (small.cpuMs() - cpu0.small) / n, large: (large.cpuMs() - cpu0.large) / n },
  };
}

export const catalogue: BenchSection = {
  name: 'catalogue',
  async run() {
    const rows: (string | number)[][] = [];
    const data: Record<string, unknown> = {};
    for (const kind of benchDatabases()) {
      const shops = await startPair(kind);
      try {
        const small = listings(DEMO_PRODUCTS);
        const big = listings(LARGE_CATALOGUE);
        for (const [i, [label, smallPath]] of small.entries()) {
          const largePath = big[i]![1];
          const r = await compare(shops.small, smallPath, shops.large, largePath);
          rows.push([
            kind,
            label,
            round(r.p50.small),
            round(r.p50.large),
            round(r.p50.large / r.p50.small),
            round(r.cpu.small),
            round(r.cpu.large),
            round(r.cpu.large / r.cpu.small),
          ]);
          data[`${kind} ${label}`] = { smallPath, largePath, ...r };
        }
      } finally {
        await stopProcess(shops.small.child);
        await stopProcess(shops.large.child);
      }
    }
    return {
      title: `Listings: the ${DEMO_PRODUCTS}-product demo against ${LARGE_CATALOGUE.toLocaleString('en-US')} products (one request at a time, alternating, ${SECONDS} s each)`,
      columns: ['database', 'listing', 'demo ms', 'large ms', 'ratio', 'demo CPU ms', 'large CPU ms', 'CPU ratio'],
      rows,
      notes: [
        'ms: p50 of the request as the client sees it; CPU ms: the shop process CPU time per request.',
        'Goal: every listing within 20% of the demo (ratio 1.2 or less). A listing first asked for',
        'after a catalogue change reads its snapshot once (docs/decisions/0170); that first request is in the JSON.',
        `Machine load average when the runs ended: ${loadavg()[0]?.toFixed(1)} (on ${availableParallelism()} cores).`,
      ],
      data,
    };
  },
};

async function startPair(kind: DatabaseKind): Promise<{ small: ShopProcess; large: ShopProcess }> {
  const [smallEnv, largeEnv] = await Promise.all([emptyDatabase(kind), largeCatalogue(kind)]);
  // The listing itself is measured: neither shop keeps pages for visitors without a session.
  const noPages = { PAGE_CACHE_MEGABYTES: '0' };
  const small = await startShopProcess({ ...smallEnv, ...noPages });
  try {
    return { small, large: await startShopProcess({ ...largeEnv, ...noPages }) };
  } catch (error) {
    await stopProcess(small.child);
    throw error;
  }
}
