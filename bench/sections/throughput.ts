import autocannon from 'autocannon';
import type { BenchContext, BenchSection } from '../types';

const CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** Requests per second and latency of page renders under load, on loopback. */
export const throughput: BenchSection = {
  name: 'throughput',
  async run(ctx: BenchContext) {
    const listing = await (await fetch(`${ctx.url}/shop/`)).text();
    const productPath = /href="(\/product\/[a-z0-9-]+\/)"/.exec(listing)?.[1];
    if (!productPath) throw new Error('no product link on /shop/');
    const targets = [
      ['listing /shop/', '/shop/'],
      ['listing, price order', '/shop/?orderby=price'],
      ['category, by popularity', '/product-category/mugs/?orderby=popularity'],
      ['product page', productPath],
    ] as const;

    const rows: (string | number)[][] = [];
    const data: Record<string, unknown> = {};
    for (const [label, path] of targets) {
      // A short warm-up so JIT and the database's caches settle before the measured run.
      await autocannon({ url: `${ctx.url}${path}`, connections: CONNECTIONS, duration: 1 });
      const r = await autocannon({ url: `${ctx.url}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS });
      const failed = r.errors + r.timeouts + r.non2xx;
      rows.push([
        label,
        Math.round(r.requests.average),
        r.latency.p50,
        r.latency.p97_5,
        r.latency.p99,
        r.latency.max,
        failed,
      ]);
      data[path] = {
        requestsPerSecond: r.requests.average,
        latencyMs: { p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, max: r.latency.max },
        requests: r.requests.total,
        failed,
      };
    }
    return {
      title: `Page renders under load (${ctx.database}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, loopback)`,
      columns: ['page', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'failed'],
      rows,
      notes: [
        'One shop process (npm start, PAGE_CACHE_MEGABYTES=0: every page rendered) and autocannon in this',
        'process, on the same machine: figures, not pass/fail; they move with whatever else the machine is doing.',
        'Pages kept for visitors without a session: the pages section.',
      ],
      data,
    };
  },
};
