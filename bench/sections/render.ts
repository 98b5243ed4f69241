/**
 * `npm run bench -- render`: the server's CPU per page type (p50), split into the database,
 * the render and the rest, on each database the bench compares. Measured in the bench's
 * process on shops of its own (bench/render-cost.ts), one request at a time, no page kept.
 */
import { availableParallelism, loadavg } from 'node:os';
import { benchDatabases, emptyDatabase } from '../catalogues';
import { bareRouteCost, measurePage, meterShop, pageTypes, serve, startMeasuredShop } from '../render-cost';
import type { BenchSection } from '../types';

const REQUESTS = Number(process.env.BENCH_RENDER_REQUESTS ?? 400);
const TARGET_MS = 1.5;
const WARM_UP_ROUNDS = 200;
const ms = (n: number) => Number(n.toFixed(2));

export const render: BenchSection = {
  name: 'render',
  async run() {
    const rows: (string | number)[][] = [];
    const data: Record<string, unknown> = {};
    for (const kind of benchDatabases()) {
      const shop = await startMeasuredShop(await emptyDatabase(kind));
      try {
        const meter = await meterShop(shop);
        const pages = await pageTypes(shop.app);
        // A shop serves for hours: measure its steady state, not the JIT's first minutes. Every
        // page type is served in turn first, so the page measured first does not pay for the
        // code all pages share (its p50 was 20-40% above the next, heavier page's without this).
        for (let i = 0; i < WARM_UP_ROUNDS; i++) for (const page of pages) await serve(shop.app, page.request);
        for (const page of pages) {
          const cost = await measurePage(shop.app, meter, page.request, REQUESTS);
          rows.push([
            kind,
            page.name,
            ms(cost.route),
            meter.onThread ? ms(cost.database) : '-',
            ms(cost.render),
            ms(cost.rest),
            ms(cost.warmRender),
          ]);
          data[`${kind} ${page.name}`] = cost;
        }
        // The harness's own floor: a bare route sending this shop's listing, same bytes.
        const listing = (await shop.app.inject({ url: '/shop/' })).rawPayload;
        const floor = await bareRouteCost(listing, REQUESTS);
        rows.push([kind, 'bare route, same bytes', ms(floor), '-', '-', '-', '-']);
        data[`${kind} bare route`] = { route: floor, bytes: listing.length };
      } finally {
        await shop.close();
      }
    }
    return {
      title: `Server CPU per page, p50 ms (${REQUESTS} requests a page, one at a time through inject, no page kept)`,
      columns: ['database', 'page', 'CPU', 'database', 'render', 'rest', 'render, warm loop'],
      rows,
      notes: [
        'CPU: the shop process’s CPU per request, split into the database engine on the request thread (PGlite;',
        'Postgres does that work in its own processes: "-"), React’s renderPage, and the rest (Fastify, hooks,',
        'sessions, building views, writing the response, garbage collection). Each the p50 of batches of 10.',
        'render, warm loop: renderPage alone, again and again on the props the route gave it.',
        'bare route, same bytes: a Fastify route with no hooks sending the listing’s bytes, measured the same way:',
        'what any page of that size costs in this harness (inject’s request and response objects, the copies).',
        `Target: an uncached listing at most ${TARGET_MS} ms. Before (issue 10): 5.7 ms on PGlite, 4.2 ms on Postgres`,
        '(6.38 ms on PGlite at load 15-18, README "The render, before and after"). `cart` has one line, and so has the',
        'cart of `listing, session`: the listing for a shopper with a session.',
        `Machine load average when the runs ended: ${loadavg()[0]?.toFixed(1)} (on ${availableParallelism()} cores).`,
      ],
      data,
    };
  },
};
