import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';
import { accountsPlugin } from './accounts/plugin';
import { accountRepository } from './accounts/repository';
import { catalogueChanges } from './cache/catalogue-changes';
import { catalogueReads } from './cache/catalogue-reads';
import { PAGE_ENCODINGS, PageStore } from './cache/pages';
import { shopperChanges } from './cache/shopper-reads';
import { cartRepository } from './cart/repository';
import { catalogueRepository } from './catalogue/repository';
import type { ShopSettings } from './config';
import { contentRepository } from './content/repository';
import type { ShopContext } from './context';
import { type Db, notificationSourceOf } from './db/index';
import { chooseEncoding } from './http/accept-encoding';
import { validateWithZod } from './http/schema';
import { answerClientError, SHORT_ANSWER_HEADERS, SHORT_ANSWERS } from './http/short-answers';
import { crossSitePlugin } from './plugins/cross-site';
import { errorPagePlugin } from './plugins/error-page';
import { notFoundPlugin } from './plugins/not-found';
import { pageCachePlugin } from './plugins/page-cache';
import { securityHeadersPlugin } from './plugins/security-headers';
import { viteDevPlugin } from './plugins/vite-dev';
import { assetsFromManifest, devAssets } from './render/assets';
import { renderPlugin } from './render/plugin';
import { reviewRepository } from './reviews/repository';
import { addToCartLinks } from './routes/cart-pages';
import { registerRoutes } from './routes/index';
import { storeNoticeRoutes } from './routes/store-notice';
import { formNonces, guestNonces } from './session/guest-nonces';
import { nonceService } from './session/nonces';
import { sessionPlugin } from './session/plugin';
import { databaseTime, type RequestTiming, startTiming } from './timing';

export interface AppOptions {
  db: Db;
  settings: ShopSettings;
  clientDir: string;
  /** Development: Vite serves client modules and renders pages with ssrLoadModule. */
  vite?: ViteDevServer;
  logger?: boolean;
  /**
   * Behind a reverse proxy: the client address, protocol and host come from the X-Forwarded-*
   * headers of the one proxy directly in front (the address it appended to X-Forwarded-For).
   */
  trustProxy?: boolean;
  /** The HTTP server to answer on; development passes its own so Vite's HMR shares it. */
  httpServer?: Server;
}

/** Where a request whose path cannot be percent-decoded is routed: nothing lives there. */
const UNDECODABLE_PATH = '/_undecodable-path/';

/**
 * Builds the shop server. No state lives in the process but caches of the catalogue, which
 * the database tells every server to drop when it changes: any number can share one database.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  // Only behind a proxy that sets X-Forwarded-For may the shop believe it: otherwise any
  // client could pick its own address and slip past per-address limits such as logins'.
  // One hop, not `true`: a proxy appends the address it saw to whatever X-Forwarded-For the
  // client sent, so only the last entry is the proxy's word (docs/decisions/0316).
  const trustProxy = opts.trustProxy ? (_address: string, hop: number) => hop < 1 : false;
  const app: FastifyInstance = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    trustProxy,
    ...(opts.httpServer
      ? {
          serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
            opts.httpServer!.on('request', handler),
        }
      : {}),
    // A parameter as long as any URL Node accepts (16 KiB of headers) reaches its route,
    // which answers with the shop's 404 page, instead of the router's 414 JSON.
    routerOptions: { maxParamLength: 16 * 1024 },
    // What Node's parser refuses (a broken header line, Transfer-Encoding with
    // Content-Length, headers over 16 KiB) gets the shop's short answer (decision 0350);
    // HTTP/1.1 without Host reaches the hook below, which answers the same, instead of
    // Node's bare status line.
    clientErrorHandler: answerClientError,
    http: { requireHostHeader: false },
    // What the router still refuses before any route or hook runs gets the shop's page too.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) =>
      app.errorPage(Object.assign(error, { statusCode: 400 }), request, reply),
    // A path whose percent-encoding is broken names nothing in the shop. The router would
    // answer it with a JSON 400; sent to a path no route has, it gets the 404 page, with the
    // shopper's header cart like any other page.
    rewriteUrl: (req) => {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      try {
        decodeURIComponent(query === -1 ? url : url.slice(0, query));
        return url;
      } catch {
        return UNDECODABLE_PATH;
      }
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return done();
    reply.hijack();
    reply.raw.writeHead(400, {
      ...SHORT_ANSWER_HEADERS,
      'content-length': String(Buffer.byteLength(SHORT_ANSWERS[400])),
      connection: 'close',
    });
    reply.raw.end(SHORT_ANSWERS[400]);
  });

  // What every page reads from the catalogue, and whole pages for visitors without a
  // session, stay in memory until the database says the catalogue changed (decision 0160).
  const changes = catalogueChanges(opts.db, (reason) =>
    process.stderr.write(`Catalogue changes are not heard (${reason}); pages are not kept until they are\n`),
  );
  const pages = new PageStore(changes, opts.settings.pageCache.memoryBytes);
  // Sessions and carts, kept in memory on PGlite only (decision 0309).
  const shoppers = shopperChanges(opts.db, changes, (reason) =>
    process.stderr.write(`Session and cart writes are not heard (${reason}); they are read each time until they are\n`),
  );
  const shopperReads = catalogueReads(shoppers, 10_000);
  const nonces = nonceService(opts.db, opts.settings.nonceLifetimeSeconds);
  const shop: ShopContext = {
    db: opts.db,
    catalogue: catalogueRepository(opts.db, catalogueReads(changes), {
      rememberRows: notificationSourceOf(opts.db)?.kind === 'pglite',
    }),
    carts: cartRepository(opts.db, shopperReads),
    nonces,
    formNonces: formNonces(nonces, guestNonces(opts.db, opts.settings.nonceLifetimeSeconds)),
    accounts: accountRepository(opts.db),
    content: contentRepository(opts.db),
    reviews: reviewRepository(opts.db),
    settings: opts.settings,
  };
  app.decorate('shop', shop);
  // Routes declare their params, query and body as zod schemas (decision 0330).
  validateWithZod(app);
  // Shutting down (SIGTERM): requests in flight finish, and their connections close after
  // the response instead of idling for the keep-alive timeout, so the process can exit.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  // SERVER_TIMING=1: each response says what it spent in queries, in React and in all.
  if (opts.settings.serverTiming) {
    const timings = new WeakMap<object, { timing: RequestTiming; start: number }>();
    app.addHook('onRequest', (request, _reply, done) => {
      timings.set(request, { timing: startTiming(), start: performance.now() });
      done();
    });
    app.addHook('onSend', async (request, reply) => {
      const kept = timings.get(request);
      if (!kept) return;
      const { timing, start } = kept;
      const ms = (n: number) => n.toFixed(2);
      reply.header(
        'server-timing',
        `db;dur=${ms(databaseTime(timing))}, render;dur=${ms(timing.render)}, total;dur=${ms(performance.now() - start)}`,
      );
    });
  }
  // The header's menu on pages rendered while the database is unreachable comes from memory.
  app.addHook('onReady', async () => {
    await changes.start();
    await shoppers?.start();
    await shop.catalogue.categories().catch(() => {});
  });
  app.addHook('onClose', async () => {
    await Promise.all([changes.stop(), shoppers?.stop()]);
  });

  // The client build's files; its stylesheets go inline, so the policy needs their hashes.
  const assets = opts.vite ? devAssets : assetsFromManifest(opts.clientDir);
  await app.register(securityHeadersPlugin, {
    dev: opts.vite !== undefined,
    embedOrigins: opts.settings.embedOrigins,
    inlineStyles: assets.inlineStyles.map((s) => s.css),
  });
  await app.register(crossSitePlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  // Every route registered after this compresses what it sends, for browsers that accept it.
  // Pages kept for anonymous visitors come compressed already, and built assets are
  // compressed at build time (vite.config.ts); this covers the rest.
  // Accept-Encoding read once, q-values honoured (server/http/accept-encoding.ts), and
  // rewritten to the one coding chosen, so the compress plugin (which turns `*` into gzip
  // even after gzip;q=0) and the page cache send the same.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers['accept-encoding'] !== undefined) {
      request.headers['accept-encoding'] = chooseEncoding(request.headers['accept-encoding'], PAGE_ENCODINGS);
    }
    done();
  });
  await app.register(fastifyCompress, { encodings: [...PAGE_ENCODINGS] });
  await app.register(sessionPlugin, { db: opts.db, days: opts.settings.sessionDays, remember: shopperReads });
  await app.register(accountsPlugin, { accounts: shop.accounts });
  await app.register(renderPlugin, { assets, ...(opts.vite ? { vite: opts.vite } : {}) });

  if (opts.vite) {
    await app.register(viteDevPlugin, { vite: opts.vite });
  } else {
    await app.register(fastifyStatic, {
      root: path.join(opts.clientDir, 'assets'),
      prefix: '/assets/',
      // File names carry content hashes, so a year is safe for browsers and CDNs.
      immutable: true,
      // The build writes brotli and gzip copies (scripts/precompress.ts): sent as they are.
      preCompressed: true,
      maxAge: '365d',
      index: false,
    });
  }

  await app.register(notFoundPlugin);
  await app.register(errorPagePlugin);

  // Global hooks, for links that may point at any page: ?add-to-cart=<id> and
  // ?dismiss-store-notice=<id> (each a fastify-plugin, so its hook sees every path).
  await app.register(addToCartLinks);
  await app.register(storeNoticeRoutes);
  await app.register(pageCachePlugin, { store: pages, settings: opts.settings.pageCache });
  const vite = opts.vite;
  await registerRoutes(app, {
    ...(vite
      ? {
          freshRegistry: async () =>
            ((await vite.ssrLoadModule('/machines/index.ts')) as typeof import('../machines/index')).machineRegistry,
        }
      : {}),
  });
  return app;
}
