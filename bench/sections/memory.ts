/**
 * The shop's memory: `npm run bench -- memory`. Figures, not pass/fail.
 *
 * Each case is a shop process started as `npm start` runs it; its resident memory (RSS,
 * from /proc) is read once it has settled after starting ("idle"), and again after
 * BENCH_SECONDS of load on each of several pages at 10 connections ("after load"), with
 * the most it ever held ("peak"). The goal is every case under 300 MB after load.
 */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { benchDatabases, emptyDatabase, LARGE_CATALOGUE, largeCatalogue, type ShopEnv } from '../catalogues';
import { startShopProcess, stopProcess } from '../processes';
import type { BenchSection } from '../types';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SETTLE_MS = 3000;
const GOAL_MB = 300;

const PAGES = [
  '/shop/',
  '/shop/?paged=3',
  '/shop/?orderby=price',
  '/product-category/mugs/?orderby=popularity',
  '/shop/?e-filter-shop-product_tag=eco',
  '/product/snake-plant/',
];

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function measure(env: ShopEnv) {
  const shop = await startShopProcess(env);
  try {
    await settle();
    const idle = shop.rssMb();
    let failed = 0;
    for (const path of PAGES) {
      const r = await autocannon({ url: shop.url + path, connections: 10, duration: SECONDS });
      failed += r.errors + r.timeouts + r.non2xx;
    }
    await settle();
    return { idle, afterLoad: shop.rssMb(), peak: shop.peakRssMb(), failed };
  } finally {
    await stopProcess(shop.child);
  }
}

export const memory: BenchSection = {
  name: 'memory',
  async run() {
    const cases: [string, () => Promise<ShopEnv>][] = [];
    for (const kind of benchDatabases()) {
      if (kind === 'PGlite') {
        const folder = emptyDatabase('PGlite');
        cases.push(['PGlite, first start (creates, migrates, seeds)', () => folder]);
        cases.push(['PGlite, restarted on its data', () => folder]);
      } else {
        cases.push(['Postgres, demo catalogue', () => emptyDatabase('Postgres')]);
      }
      cases.push([`${kind}, ${LARGE_CATALOGUE.toLocaleString('en-US')} products`, () => largeCatalogue(kind)]);
    }
    const rows: (string | number)[][] = [];
    const data: Record<string, unknown> = {};
    for (const [label, env] of cases) {
      const m = await measure(await env());
      rows.push([label, Math.round(m.idle), Math.round(m.afterLoad), Math.round(m.peak), m.failed]);
      data[label] = m;
    }
    return {
      title: `Memory of the shop process (RSS, MB; load: ${SECONDS} s on each of ${PAGES.length} pages at 10 connections)`,
      columns: ['case', 'idle', 'after load', 'peak', 'failed'],
      rows,
      notes: [
        `Goal: under ${GOAL_MB} MB after load. A PGlite folder is created, migrated and seeded by a`,
        'child process that exits before the shop serves (docs/decisions/0172): its memory is not the shop’s.',
        `Machine load average when the runs ended: ${loadavg()[0]?.toFixed(1)} (on ${availableParallelism()} cores).`,
      ],
      data,
    };
  },
};
