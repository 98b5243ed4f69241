/**
 * The render before and after 0280, side by side: `npx tsx scripts/render-cost.ts`. A shop
 * on an in-memory PGlite (or Postgres with TEST_DATABASE_URL) keeping no pages; each page
 * type measured as the bench's `render` section measures it (bench/render-cost.ts: the
 * process's CPU per request, split into database, render and rest), taking turns between an
 * actor per widget per render (before) and today's render (now), median of 3 rounds. Writes
 * each page's HTML, nonces and tokens blanked, to `RENDER_COST_OUT` (default
 * /tmp/render-cost) so the two modes' pages can be compared byte for byte.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measurePage, meterShop, type PageCost, p50, pageTypes, startMeasuredShop } from '../bench/render-cost';

const REQUESTS = Number(process.env.RENDER_COST_REQUESTS ?? 400);
const out = process.env.RENDER_COST_OUT ?? '/tmp/render-cost';

/** Blanks what differs between two renders of the same page: nonces, tokens, session values. */
function stable(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(name="(?:_wpnonce|nonce|[a-z_-]*nonce[a-z_-]*)" value=")[^"]*"/gi, '$1"')
    .replace(/(_wpnonce=|nonce=)[A-Za-z0-9_-]+/g, '$1')
    .replace(/&quot;nonce&quot;:&quot;[^&]*&quot;/g, '&quot;nonce&quot;:&quot;&quot;');
}

const shop = await startMeasuredShop(
  process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL, WEB_CONCURRENCY: '1' } : undefined,
);
// After the shop: React is loaded in its production build only once NODE_ENV says so.
const { serverRender } = await import('../ui/useWidget');
const { app } = shop;
const meter = await meterShop(shop);
mkdirSync(out, { recursive: true });

const rows: string[] = ['page      mode       CPU p50: route = database + render + rest      render alone (warm loop)'];
for (const page of await pageTypes(app)) {
  // Before (an actor per widget per render) and now, taking turns so both meet the same load.
  const runs: Record<'before' | 'now', PageCost[]> = { before: [], now: [] };
  for (let round = 0; round < 3; round++) {
    for (const mode of ['before', 'now'] as const) {
      serverRender.actorPerRender = mode === 'before';
      runs[mode].push(await measurePage(app, meter, page.request, REQUESTS));
      if (round === 0)
        writeFileSync(path.join(out, `${page.name}-${mode}.html`), stable((await app.inject(page.request)).body));
    }
  }
  for (const mode of ['before', 'now'] as const) {
    const median = (key: keyof PageCost) => p50(runs[mode].map((r) => r[key])).toFixed(2);
    rows.push(
      `${page.name.padEnd(9)} ${mode.padEnd(10)} ${median('route')} = ${median('database')} + ${median('render')} + ${median('rest')} ms      ${median('warmRender')} ms`,
    );
  }
}
serverRender.actorPerRender = false;
console.log(rows.join('\n'));
await shop.close();
process.exit(0);
