import { availableParallelism, loadavg } from 'node:os';
import { startShopProcess, stopProcess } from '../processes';
import type { BenchSection } from '../types';
import { CONNECTIONS, DURATION_SECONDS, type Load, load, shopperWithCart } from './pages';

/**
 * `npm run bench -- workers`: `npm start` on Postgres with one worker process and with two
 * (WEB_CONCURRENCY), on a database of its own: the listing rendered for a shopper with a
 * session, and kept for visitors without one. Needs DATABASE_URL (a server where it may
 * create a database); without it the table says so.
 */
export const workers: BenchSection = {
  name: 'workers',
  async run() {
    const title = `Worker processes on Postgres (/shop/, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, loopback)`;
    const columns = ['workers', 'rendered req/s', 'rendered p50 ms', 'kept req/s', 'kept p50 ms', 'failed'];
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return { title, columns, rows: [], notes: ['Not run: DATABASE_URL is not set.'] };
    const { openPostgres } = await import('../../test/support/databases');
    const database = await openPostgres(adminUrl);
    await database.db.destroy(); // the shops open their own pools on it
    const rows: (string | number)[][] = [];
    const data: Record<string, { rendered: Load; kept: Load }> = {};
    try {
      for (const count of [1, 2]) {
        const shop = await startShopProcess({ DATABASE_URL: database.url, WEB_CONCURRENCY: String(count) });
        try {
          const cookie = await shopperWithCart(shop.url);
          const rendered = await load(`${shop.url}/shop/`, { cookie });
          const kept = await load(`${shop.url}/shop/`);
          rows.push([
            count,
            rendered.requestsPerSecond,
            rendered.p50,
            kept.requestsPerSecond,
            kept.p50,
            rendered.failed + kept.failed,
          ]);
          data[String(count)] = { rendered, kept };
        } finally {
          await stopProcess(shop.child);
        }
      }
    } finally {
      await database.close().catch(() => {});
    }
    return {
      title,
      columns,
      rows,
      notes: [
        '"rendered": a shopper with a cart (nothing may keep that page); "kept": no session, from memory.',
        'autocannon shares the machine with the workers: on 2 cores the second worker competes with it.',
        `Machine load average when the runs ended: ${loadavg()[0]?.toFixed(1)} (on ${availableParallelism()} cores).`,
      ],
      data,
    };
  },
};
