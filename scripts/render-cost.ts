/**
 * What one page costs the server, measured in-process: a shop on an in-memory PGlite (or
 * Postgres with TEST_DATABASE_URL) keeping no pages, each page type requested one at a
 * time through Fastify's `inject` (no sockets). Prints, per page type, the p50 of the
 * process's CPU per request and of the render alone (`renderPage` in a warm loop on the
 * props the route gave it), with an actor per widget per render (before) and without (now), and writes each page's HTML, with nonces and tokens
 * blanked, to `RENDER_COST_OUT` (default /tmp/render-cost) so two runs' pages can be
 * compared byte for byte: `npx tsx scripts/render-cost.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestShop } from '../test/support/shop';
import { serverRender } from '../ui/useWidget';

const REQUESTS = Number(process.env.RENDER_COST_REQUESTS ?? 400);
const out = process.env.RENDER_COST_OUT ?? '/tmp/render-cost';

function p50(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Blanks what differs between two renders of the same page: nonces, tokens, session values. */
function stable(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(name="(?:_wpnonce|nonce|[a-z_-]*nonce[a-z_-]*)" value=")[^"]*"/gi, '$1"')
    .replace(/(_wpnonce=|nonce=)[A-Za-z0-9_-]+/g, '$1')
    .replace(/&quot;nonce&quot;:&quot;[^&]*&quot;/g, '&quot;nonce&quot;:&quot;&quot;');
}

const shop = await startTestShop({
  pageCache: { sharedSeconds: 10, staleSeconds: 30, memoryBytes: 0 },
  serverTiming: true,
});
const { app } = shop;

// The render alone: renderPage wrapped, its props kept for the warm loop.
let lastRender: { args: unknown[]; fn: (...a: unknown[]) => string } | undefined;
const renderer = app.renderer.bind(app);
const wrapped = renderer().then((mod) => ({
  ...mod,
  renderPage: (...args: unknown[]) => {
    const fn = mod.renderPage as unknown as (...a: unknown[]) => string;
    lastRender = { args, fn };
    return fn(...args);
  },
}));
(app as unknown as { renderer: () => unknown }).renderer = () => wrapped;

const listing = (await app.inject({ url: '/shop/' })).body;
const productHref = /href="(\/product\/[^"/]+\/)"/.exec(listing)?.[1];
const categoryHref = /href="(\/product-category\/[^"/]+\/)"/.exec(listing)?.[1];
const productId = /data-product_id="(\d+)"/.exec(listing)?.[1];
const added = await app.inject({ url: `/shop/?add-to-cart=${productId}` });
const setCookie = added.headers['set-cookie'];
const cookie = ((Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? '').split(';')[0] ?? '';
if (!productHref || !categoryHref || !cookie) throw new Error('the demo catalogue gave no product, category or cart');

const pages: { name: string; url: string; cookie?: string }[] = [
  { name: 'listing', url: '/shop/' },
  { name: 'category', url: categoryHref },
  { name: 'product', url: productHref },
  { name: 'cart', url: '/cart/', cookie },
];

mkdirSync(out, { recursive: true });

/** CPU milliseconds of one call of `work`, p50 over `REQUESTS` batches of `batch` calls. */
async function cpuPerCall(work: () => unknown, batch: number): Promise<number> {
  const per: number[] = [];
  for (let i = 0; i < REQUESTS / batch; i++) {
    const before = process.cpuUsage();
    for (let j = 0; j < batch; j++) await work();
    const used = process.cpuUsage(before);
    per.push((used.user + used.system) / 1000 / batch);
  }
  return p50(per);
}

const rows: string[] = [
  'page      mode       route CPU p50   render CPU p50 (warm loop)   Server-Timing p50: db / render / rest of total',
];

/** p50 of each Server-Timing figure over `count` requests. */
async function serverTiming(request: { url: string; headers: Record<string, string | undefined> }, count: number) {
  const got: Record<'db' | 'render' | 'total', number[]> = { db: [], render: [], total: [] };
  for (let i = 0; i < count; i++) {
    const header = String((await app.inject(request)).headers['server-timing'] ?? '');
    for (const [, name, dur] of header.matchAll(/(\w+);dur=([\d.]+)/g)) got[name as 'db']?.push(Number(dur));
  }
  const db = p50(got.db);
  const render = p50(got.render);
  return `${db.toFixed(2)} / ${render.toFixed(2)} / ${(p50(got.total) - db - render).toFixed(2)} ms`;
}
for (const page of pages) {
  const request = { url: page.url, headers: page.cookie ? { cookie: page.cookie } : {} };
  // Before (an actor per widget per render) and now, taking turns so both meet the same load.
  const figures = {
    before: { route: [] as number[], render: [] as number[], timing: '' },
    now: { route: [] as number[], render: [] as number[], timing: '' },
  };
  for (let round = 0; round < 3; round++) {
    for (const mode of ['before', 'now'] as const) {
      serverRender.actorPerRender = mode === 'before';
      for (let i = 0; i < 50; i++) await app.inject(request);
      figures[mode].route.push(await cpuPerCall(() => app.inject(request), 10));
      const render = lastRender;
      if (render) figures[mode].render.push(await cpuPerCall(() => render.fn(...render.args), 10));
      if (round === 2) figures[mode].timing = await serverTiming(request, REQUESTS / 2);
      if (round === 0)
        writeFileSync(path.join(out, `${page.name}-${mode}.html`), stable((await app.inject(request)).body));
    }
  }
  for (const mode of ['before', 'now'] as const) {
    rows.push(
      `${page.name.padEnd(9)} ${mode.padEnd(10)} ${p50(figures[mode].route).toFixed(2).padStart(8)} ms ${p50(figures[mode].render).toFixed(2).padStart(12)} ms   ${figures[mode].timing}`,
    );
  }
}
serverRender.actorPerRender = false;
console.log(rows.join('\n'));
await shop.close();
process.exit(0);
