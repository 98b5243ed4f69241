import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ViteDevServer } from 'vite';
import { accountsPlugin } from './accounts/plugin';
import { accountRepository } from './accounts/repository';
import { cartRepository } from './cart/repository';
import { catalogueRepository } from './catalogue/repository';
import type { ShopSettings } from './config';
import type { ShopContext } from './context';
import type { Db } from './db/index';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './http/unavailable';
import { localHref } from './http/urls';
import { renderPlugin } from './render/plugin';
import { accountRoutes } from './routes/account';
import { CART_API_PREFIX, cartApiRoutes } from './routes/cart-api';
import { cartPageRoutes } from './routes/cart-pages';
import { catalogueRoutes } from './routes/catalogue';
import { checkoutRoutes } from './routes/checkout';
import { devtoolsRoutes } from './routes/devtools';
import { listingFilterRoutes } from './routes/listing-filter';
import { mediaRoutes } from './routes/media';
import { restRoutes } from './routes/rest';
import { storeNoticeRoutes } from './routes/store-notice';
import { nonceService } from './session/nonces';
import { sessionPlugin } from './session/plugin';
import { layoutFor, offlineLayout } from './views/layout';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the 404 page; for routes that find nothing at a valid-looking path. */
    notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

export interface AppOptions {
  db: Db;
  settings: ShopSettings;
  clientDir: string;
  /** Development: Vite serves client modules and renders pages with ssrLoadModule. */
  vite?: ViteDevServer;
  logger?: boolean;
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-* headers. */
  trustProxy?: boolean;
  /** The HTTP server to answer on; development passes its own so Vite's HMR shares it. */
  httpServer?: Server;
}

/** Where a request whose path cannot be percent-decoded is routed: nothing lives there. */
const UNDECODABLE_PATH = '/_undecodable-path/';

/** Builds the shop server. No state lives in the process: any number can share one database. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    // Only behind a proxy that sets X-Forwarded-For may the shop believe it: otherwise any
    // client could pick its own address and slip past per-address limits such as logins'.
    trustProxy: opts.trustProxy ?? false,
    ...(opts.httpServer
      ? {
          serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
            opts.httpServer!.on('request', handler),
        }
      : {}),
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

  const shop: ShopContext = {
    db: opts.db,
    catalogue: catalogueRepository(opts.db),
    carts: cartRepository(opts.db),
    nonces: nonceService(opts.db, opts.settings.nonceLifetimeSeconds),
    accounts: accountRepository(opts.db),
    settings: opts.settings,
  };
  app.decorate('shop', shop);
  // Shutting down (SIGTERM): requests in flight finish, and their connections close after
  // the response instead of idling for the keep-alive timeout, so the process can exit.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // The header's menu on pages rendered while the database is unreachable comes from memory.
  app.addHook('onReady', async () => {
    await shop.catalogue.categories().catch(() => {});
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(sessionPlugin, { db: opts.db, days: opts.settings.sessionDays });
  await app.register(accountsPlugin, { accounts: shop.accounts });
  await app.register(renderPlugin, { clientDir: opts.clientDir, ...(opts.vite ? { vite: opts.vite } : {}) });

  if (opts.vite) {
    const vite = opts.vite;
    // Vite's middlewares answer its own module requests and pass everything else on.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (
        url.startsWith('/@') ||
        url.startsWith('/src/') ||
        url.startsWith('/node_modules/') ||
        url.startsWith('/ui/') ||
        url.startsWith('/machines/') ||
        url.startsWith('/services/')
      ) {
        vite.middlewares(request.raw, reply.raw, () => done());
        reply.hijack();
        return;
      }
      done();
    });
  } else {
    await app.register(fastifyStatic, {
      root: path.join(opts.clientDir, 'assets'),
      prefix: '/assets/',
      // File names carry content hashes, so a year is safe for browsers and CDNs.
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }

  app.decorate('notFound', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://shop.invalid');
    // Shop paths end in a slash; "/shop" is a shopper's typo for "/shop/", not a miss.
    if (request.method === 'GET' && !url.pathname.endsWith('/') && !url.pathname.split('/').pop()?.includes('.')) {
      url.pathname = `${url.pathname}/`;
      return reply.redirect(localHref(url), 301);
    }
    return reply.page(
      'notFound',
      { layout: await layoutFor(shop, request, reply, { currentPath: url.pathname }) },
      { title: `Page not found – ${shop.settings.name}` },
      404,
    );
  });
  app.setNotFoundHandler((request, reply) => app.notFound(request, reply));

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const unavailable = isDatabaseUnavailable(error);
    const status = unavailable ? 503 : error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (unavailable) request.log.warn(`database unavailable: ${error.message}`);
    else if (status >= 500) request.log.error(error);
    if (unavailable) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    const wantsJson = request.headers.accept?.includes('application/json') || request.url.startsWith('/api/');
    if (wantsJson) {
      return reply.status(status).send({
        code: unavailable ? 'database_unavailable' : status >= 500 ? 'internal_error' : 'bad_request',
        message: unavailable
          ? UNAVAILABLE_MESSAGE
          : status >= 500
            ? 'Something went wrong on our side. Please try again.'
            : error.message,
        data: { status },
      });
    }
    if (status >= 500) {
      // Rendered without the database: it may be what failed.
      return reply.page(
        'serverError',
        { layout: offlineLayout(shop, request), reason: unavailable ? 'unavailable' : 'error' },
        { title: `${unavailable ? 'Back in a moment' : 'Something went wrong'} – ${shop.settings.name}` },
        status,
      );
    }
    return reply.status(status).type('text/plain; charset=utf-8').send(`Bad request: ${error.message}`);
  });

  await app.register(fp(cartPageRoutes));
  await app.register(storeNoticeRoutes);
  await app.register(cartApiRoutes, { prefix: CART_API_PREFIX });
  await app.register(catalogueRoutes);
  await app.register(mediaRoutes);
  await app.register(checkoutRoutes);
  const vite = opts.vite;
  await app.register(
    devtoolsRoutes,
    vite
      ? {
          freshRegistry: async () =>
            ((await vite.ssrLoadModule('/machines/index.ts')) as typeof import('../machines/index')).machineRegistry,
        }
      : {},
  );
  await app.register(accountRoutes);
  await app.register(listingFilterRoutes, { prefix: '/api' });
  await app.register(restRoutes, { prefix: '/api' });
  return app;
}
