import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ViteDevServer } from 'vite';

/** Where Vite serves the client's modules in development. */
const VITE_PATHS = ['/@', '/src/', '/node_modules/', '/ui/', '/machines/', '/services/'];

/**
 * Development only: Vite's middlewares answer its own module requests and pass everything
 * else on. Global (fastify-plugin): module paths match no route, so the hook must run
 * before routing decides, for every path.
 */
export const viteDevPlugin = fp(
  async (app: FastifyInstance, opts: { vite: ViteDevServer }) => {
    const { vite } = opts;
    app.addHook('onRequest', (request, reply, done) => {
      if (VITE_PATHS.some((prefix) => request.url.startsWith(prefix))) {
        vite.middlewares(request.raw, reply.raw, () => done());
        reply.hijack();
        return;
      }
      done();
    });
  },
  { name: 'statefront-vite-dev' },
);
