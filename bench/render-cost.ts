/**
 * What one page costs the server's CPU, measured in-process: a shop keeping no pages, each
 * page type requested one at a time through Fastify's `inject` (no sockets, nothing else
 * running in the process), the process's CPU split into the database, the render and the
 * rest. CPU, not wall time: on a busy machine a request's wall time is mostly waiting for a
 * core. Shared by the bench's `render` section and scripts/render-cost.ts (which also
 * compares the old render, an actor per widget).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RunningShop } from '../server/start';
import type { ShopEnv } from './catalogues';

export function p50(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * A shop in this process as `npm start` configures it from `env` (a PGlite data folder or a
 * Postgres database; none: an in-memory PGlite), keeping no pages.
 */
export async function startMeasuredShop(env?: ShopEnv): Promise<RunningShop> {
  // Loaded only now, and React with them: its development build, which a module loaded
  // before NODE_ENV is set would get, renders several times slower.
  process.env.NODE_ENV = 'production';
  const { readConfig } = await import('../server/config');
  const { startShop } = await import('../server/start');
  const config = readConfig({
    ...process.env,
    DATABASE_URL: undefined,
    ...env,
    NODE_ENV: 'production',
    PORT: '0',
    PAGE_CACHE_MEGABYTES: '0',
    SERVER_TIMING: '0',
  });
  if (!env) config.database = { kind: 'memory' };
  return startShop({ ...config, workers: 1 });
}

type Render = (...args: unknown[]) => string;

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Where a shop's CPU goes: its renderPage wrapped to count the CPU it uses (it runs
 * synchronously, so that is the render's own) and to keep the last call's props for a warm
 * loop; on PGlite, its `query` wrapped likewise, while any query is out (PGlite runs them
 * one at a time on this thread: the engine and the parsing of its answers, with at most a
 * few microtasks of the route in between).
 */
export async function meterShop(shop: RunningShop) {
  const { app, db } = shop;
  const spent = { render: 0, database: 0 };
  let last: { args: unknown[]; fn: Render } | undefined;
  const renderer = app.renderer.bind(app);
  const wrapped = renderer().then((mod) => ({
    ...mod,
    renderPage: (...args: unknown[]) => {
      const fn = mod.renderPage as unknown as Render;
      last = { args, fn };
      const start = cpuNow();
      try {
        return fn(...args);
      } finally {
        spent.render += cpuNow() - start;
      }
    },
  }));
  (app as unknown as { renderer: () => unknown }).renderer = () => wrapped;
  const { notificationSourceOf } = await import('../server/db/index');
  const source = notificationSourceOf(db);
  const onThread = source?.kind === 'pglite';
  if (source?.kind === 'pglite') {
    // Counted while at least one query is out: queries a route sends together overlap.
    const engine = source.pglite as unknown as { query: (...a: unknown[]) => Promise<unknown> };
    const query = engine.query.bind(engine);
    let running = 0;
    let since = 0;
    engine.query = async (...args: unknown[]) => {
      if (running++ === 0) since = cpuNow();
      try {
        return await query(...args);
      } finally {
        if (--running === 0) spent.database += cpuNow() - since;
      }
    };
  }
  return {
    spent,
    /** Whether the database's work is this process's CPU (PGlite) or another process's. */
    onThread,
    /** The last render, to be repeated in a warm loop; not counted in `spent`. */
    last(): (() => string) | undefined {
      const render = last;
      return render && (() => render.fn(...render.args));
    },
  };
}

export interface PageType {
  name: 'listing' | 'listing, session' | 'category' | 'product' | 'cart';
  request: InjectOptions & { url: string };
}

/**
 * The page types measured: the listing (a guest's, and a shopper's whose session has a cart
 * with one line), a category, a product, the cart with one line.
 */
export async function pageTypes(app: FastifyInstance): Promise<PageType[]> {
  const listing = (await app.inject({ url: '/shop/' })).body;
  const productHref = /href="(\/product\/[^"/]+\/)"/.exec(listing)?.[1];
  const categoryHref = /href="(\/product-category\/[^"/]+\/)"/.exec(listing)?.[1];
  const productId = /data-product_id="(\d+)"/.exec(listing)?.[1];
  const added = await app.inject({ url: `/shop/?add-to-cart=${productId}` });
  const setCookie = added.headers['set-cookie'];
  const cookie = ((Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? '').split(';')[0] ?? '';
  if (!productHref || !categoryHref || !cookie) throw new Error('the demo catalogue gave no product, category or cart');
  return [
    { name: 'listing', request: { url: '/shop/' } },
    { name: 'listing, session', request: { url: '/shop/', headers: { cookie } } },
    { name: 'category', request: { url: categoryHref } },
    { name: 'product', request: { url: productHref } },
    { name: 'cart', request: { url: '/cart/', headers: { cookie } } },
  ];
}

/** CPU milliseconds of one call of `work`, p50 over `calls / batch` batches of `batch` calls. */
export async function cpuPerCall(work: () => unknown, calls: number, batch = 10): Promise<number> {
  const per: number[] = [];
  for (let i = 0; i < calls / batch; i++) {
    const before = cpuNow();
    for (let j = 0; j < batch; j++) await work();
    per.push((cpuNow() - before) / batch);
  }
  return p50(per);
}

export interface PageCost {
  /** The process's CPU per request. */
  route: number;
  /** Of which the database's (PGlite on this thread; 0 on Postgres, whose work is its own process's). */
  database: number;
  /** Of which rendering React. */
  render: number;
  /** The rest: Fastify, hooks, sessions, building the view, writing the response, GC. */
  rest: number;
  /** renderPage alone on the props the route gave it, again and again (a warm loop). */
  warmRender: number;
}

/**
 * One request as a server answers it, through `inject`: the body is left as the bytes the
 * shop wrote (`payloadAsStream`), not decoded into a string as a client would (about 0.1 ms
 * and 124 KB of garbage a listing, the harness's work, not the shop's); then the event loop
 * turns once, as it does between a server's requests, so what the response left to run
 * (its stream's cleanup, in `setImmediate`) runs and is counted. Without that turn a PGlite
 * shop's requests resolve in microtasks alone, those callbacks pile up and keep every
 * response alive: the heap grew by about 140 KB a request and scavenges slowed with it
 * (docs/decisions/0314).
 */
export async function serve(app: FastifyInstance, request: InjectOptions): Promise<void> {
  await app.inject({ ...request, payloadAsStream: true });
  await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A bare Fastify route answering with `bytes` as an HTML page, measured as `measurePage`
 * measures a page: the floor under any page of that size in this harness.
 */
export async function bareRouteCost(bytes: Buffer, requests: number): Promise<number> {
  const { default: Fastify } = await import('fastify');
  const bare = Fastify();
  bare.get('/', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(bytes));
  await bare.ready();
  try {
    for (let i = 0; i < 50; i++) await serve(bare, { url: '/' });
    return await cpuPerCall(() => serve(bare, { url: '/' }), requests);
  } finally {
    await bare.close();
  }
}

/**
 * One page type's CPU per request, each figure the p50 over batches of 10 of `requests`
 * requests, after a warm-up of 50; one request at a time (`serve`).
 */
export async function measurePage(
  app: FastifyInstance,
  meter: Awaited<ReturnType<typeof meterShop>>,
  request: InjectOptions,
  requests: number,
  batch = 10,
): Promise<PageCost> {
  for (let i = 0; i < 50; i++) await serve(app, request);
  const per: Record<'route' | 'database' | 'render' | 'rest', number[]> = {
    route: [],
    database: [],
    render: [],
    rest: [],
  };
  for (let i = 0; i < requests / batch; i++) {
    const before = { cpu: cpuNow(), ...meter.spent };
    for (let j = 0; j < batch; j++) await serve(app, request);
    const route = (cpuNow() - before.cpu) / batch;
    const database = (meter.spent.database - before.database) / batch;
    const render = (meter.spent.render - before.render) / batch;
    per.route.push(route);
    per.database.push(database);
    per.render.push(render);
    per.rest.push(route - database - render);
  }
  const again = meter.last();
  return {
    route: p50(per.route),
    database: p50(per.database),
    render: p50(per.render),
    rest: p50(per.rest),
    warmRender: again ? await cpuPerCall(again, requests, batch) : Number.NaN,
  };
}
