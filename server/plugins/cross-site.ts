import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CROSS_SITE_MESSAGE, RequestRefused } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser says this request comes from a page of another origin. Sec-Fetch-Site
 * (sent by every current browser) is the browser's own word; without it, an Origin header
 * whose host is not the shop's. No header at all is a client that is not a browser (curl, a
 * script): no other site can make it send the shopper's cookies, so its nonce decides.
 */
export function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) or garbage: not the shop's page.
    return true;
  }
}

/**
 * Refuses every state-changing request a page of another site makes the shopper's browser
 * send: forms, fetches, the cart's remove call that carries no nonce. Global
 * (fastify-plugin): it must hold for every route, pages and endpoints alike, before any
 * body is read. GET links (`?add-to-cart=`, the store notice's dismiss link) are not
 * touched: other sites and e-mails link to them on purpose (decision 0142).
 */
export const crossSitePlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: every request passes it, most with nothing to check.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || !fromAnotherSite(request)) return done();
      done(new RequestRefused(403, 'cross_site_request', CROSS_SITE_MESSAGE));
    });
  },
  { name: 'statefront-cross-site' },
);
