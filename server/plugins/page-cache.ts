import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  bytesOf,
  etagOf,
  matchesIfNoneMatch,
  PAGE_ENCODINGS,
  type PageEncoding,
  type PageStore,
  pageOf,
  type StoredPage,
} from '../cache/pages';
import type { PageCacheSettings } from '../config';
import { chooseEncoding } from '../http/accept-encoding';
import { FLASH_COOKIE } from '../notices/flash';
import { SESSION_COOKIE } from '../session/plugin';
import { storeNoticeDismissed } from '../views/store-notice';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's pages are the same for every visitor without a session: kept in memory
     * and offered to shared caches (docs/decisions/0160).
     */
    anonymousPage?: boolean;
  }
}

/** What a page's bytes depend on besides its URL: shared caches key on these or pass. */
const VARY = 'accept-encoding, cookie';

/** One visitor's view of a cacheable route: where its page is kept and who may share it. */
interface Audience {
  key: string;
  /** Shared caches may keep it: the page every cookieless visitor gets. */
  shared: boolean;
  /** The page store's generation when the render began. */
  generation: number;
}

/**
 * Who a page at a cacheable route is for. A session (cart, login) or a one-time notice
 * makes it one visitor's: undefined, rendered afresh and `private`. A visitor who dismissed
 * the store notice gets the page without it: kept in memory under its own key, but private,
 * so no shared cache hands it to a visitor who did not dismiss the notice.
 */
function audienceOf(app: FastifyInstance, store: PageStore, request: FastifyRequest): Audience | undefined {
  const { cookies } = request;
  if (cookies[SESSION_COOKIE] !== undefined || cookies[FLASH_COOKIE] !== undefined) return undefined;
  const dismissed = storeNoticeDismissed(app.shop, request);
  // Pages name their own address (the share links, decision 0261): one kept per host asked for.
  const url = `${request.protocol}://${request.host}${request.url}`;
  return {
    key: dismissed ? `${url}\nstore notice dismissed` : url,
    shared: !dismissed && app.shop.settings.pageCache.sharedSeconds > 0,
    generation: store.generation,
  };
}

/** A route option that holds one hook, several, or none, as a list. */
function asList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

function encodingFor(request: FastifyRequest): PageEncoding {
  return chooseEncoding(request.headers['accept-encoding'], PAGE_ENCODINGS);
}

/**
 * Pages that are the same for every visitor without a session: served from memory when
 * kept, with a strong ETag (304 when the browser or a shared cache has it), `public` with
 * `s-maxage` so a CDN or nginx may serve them too, compressed once per page. Everyone
 * else's pages (a cart, a login, a notice) are rendered afresh and stay `private, no-cache`.
 * Registered after the hooks that answer any page's URL (add-to-cart links, the store
 * notice's dismiss link), so those still run before a kept page is served.
 */
export const pageCachePlugin = fp(
  async (app: FastifyInstance, opts: { store: PageStore; settings: PageCacheSettings }) => {
    const { store, settings } = opts;
    const audiences = new WeakMap<FastifyRequest, Audience>();
    const sharedControl = `public, max-age=0, s-maxage=${settings.sharedSeconds}, stale-while-revalidate=${settings.staleSeconds}`;

    async function send(request: FastifyRequest, reply: FastifyReply, page: StoredPage, audience: Audience) {
      const encoding = encodingFor(request);
      const etag = etagOf(page, encoding);
      reply
        .header('cache-control', audience.shared ? sharedControl : 'private, no-cache')
        .header('vary', VARY)
        .header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-type');
        return null;
      }
      reply.header('content-type', 'text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return bytesOf(page, encoding);
    }

    const serveKept = async (request: FastifyRequest, reply: FastifyReply) => {
      // HEAD is answered as GET is (RFC 9110 §9.3.2), its body dropped by Fastify.
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const audience = audienceOf(app, store, request);
      if (!audience) return;
      const kept = store.get(audience.key);
      if (!kept) {
        audiences.set(request, audience);
        return;
      }
      return reply.send(await send(request, reply, kept, audience));
    };

    const keepRendered = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const audience = audiences.get(request);
      const sharable =
        audience !== undefined &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        String(reply.getHeader('content-type')).startsWith('text/html') &&
        !reply.hasHeader('set-cookie');
      if (!sharable) {
        // A page kept for nobody (a session's, an error, a redirect) still varies by cookie.
        if (!reply.hasHeader('vary')) reply.header('vary', VARY);
        return payload;
      }
      const page = pageOf(payload);
      store.keep(audience.key, page, audience.generation);
      return send(request, reply, page, audience);
    };

    // Only the routes that ask for it, so no other request pays for a look. Their preHandler
    // runs after the global ones (add-to-cart and dismiss links); their onSend goes first,
    // before the compressor's, to see the page as rendered.
    app.addHook('onRoute', (route) => {
      if (!route.config?.anonymousPage) return;
      route.preHandler = [...asList(route.preHandler), serveKept];
      route.onSend = [keepRendered, ...asList(route.onSend)];
    });
  },
  { name: 'statefront-page-cache', dependencies: ['statefront-render'] },
);
