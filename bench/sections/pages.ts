import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startProcess, startShopProcess, stopProcess } from '../processes';
import type { BenchSection } from '../types';

export const CONNECTIONS = 10;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** Today's figures before pages were kept (the listing, rendered for every request). */
const BEFORE = 'before: 181-265 listing pages/s, p50 34-50 ms (every page rendered, 4 queries each)';

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

export async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.errors + r.timeouts + r.non2xx,
  };
}

const ROUNDS = 3;

/** The run with the median rate. */
function median(runs: Load[]): Load {
  return [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!;
}

/** The session cookie of a new shopper with one product in the cart. */
export async function shopperWithCart(url: string): Promise<string> {
  const listing = await (await fetch(`${url}/shop/`)).text();
  const added = await fetch(`${url}/shop/?add-to-cart=${/data-product_id="(\d+)"/.exec(listing)?.[1]}`, {
    redirect: 'manual',
  });
  const cookie = added.headers.get('set-cookie')?.split(';')[0] ?? '';
  if (!cookie) throw new Error('adding to the cart gave no session');
  return cookie;
}

/**
 * `npm run bench -- pages`: /shop/ for a visitor without a session, served from the shop's
 * memory, against a bare Fastify route sending the same bytes, in the same run; and the
 * listing rendered for a shopper with a session (a cart), which nothing may keep.
 */
export const pages: BenchSection = {
  name: 'pages',
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'statefront-bench-pages-'));
    const shop = await startShopProcess({ DATA_DIR: path.join(dir, 'data'), DATABASE_URL: undefined });
    let bare: Awaited<ReturnType<typeof startProcess>> | undefined;
    try {
      const page = await fetch(`${shop.url}/shop/`);
      const bytes = Buffer.from(await page.arrayBuffer());
      writeFileSync(path.join(dir, 'shop.html'), bytes);
      bare = await startProcess('bench/bare-server.ts', {
        BARE_PAGE: path.join(dir, 'shop.html'),
        PORT: String(await freePort()),
      });
      const cookie = await shopperWithCart(shop.url);

      // Taking turns, three rounds each, the median kept: a burst of other work on the
      // machine then skews one round of one side, not the ratio.
      const keptRuns: Load[] = [];
      const bareRuns: Load[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        keptRuns.push(await load(`${shop.url}/shop/`));
        bareRuns.push(await load(`${bare.url}/shop/`));
      }
      const kept = median(keptRuns);
      const yardstick = median(bareRuns);
      const rendered = await load(`${shop.url}/shop/`, { cookie });
      const ratio = Number((kept.requestsPerSecond / yardstick.requestsPerSecond).toFixed(2));
      const row = (label: string, l: Load) => [label, l.requestsPerSecond, l.p50, l.p99, l.failed];
      return {
        title: `Listing /shop/ kept in memory vs a bare route (PGlite data folder, ${CONNECTIONS} connections, ${DURATION_SECONDS} s a run, loopback)`,
        columns: ['what', 'req/s', 'p50 ms', 'p99 ms', 'failed'],
        rows: [
          row('no session: kept page', kept),
          row('bare Fastify route, same bytes', yardstick),
          row('with a session (a cart): rendered', rendered),
        ],
        notes: [
          `Kept page / bare route: ${ratio} (target 0.5 or more), medians of ${ROUNDS} runs each, taking turns;`,
          `${bytes.length} bytes a page, uncompressed.`,
          BEFORE,
          'One shop process, the bare route in another, autocannon in this one: figures, not pass/fail.',
          `Machine load average when the runs ended: ${loadavg()[0]?.toFixed(1)} (on ${availableParallelism()} cores).`,
        ],
        data: { kept, bare: yardstick, rendered, ratio, pageBytes: bytes.length, keptRuns, bareRuns },
      };
    } finally {
      if (bare) await stopProcess(bare.child);
      await stopProcess(shop.child);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
