import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localHref } from '../http/urls';
import { layoutFor } from '../views/layout';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the 404 page; for routes that find nothing at a valid-looking path. */
    notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  }
}

/**
 * The shop's 404 page. Global (fastify-plugin): the handler is the root's, for every path
 * no route has, and `app.notFound` is there for routes that find nothing at a path they do
 * have. The cart and REST endpoints set their own JSON 404s in their prefixes.
 */
export const notFoundPlugin = fp(
  async (app: FastifyInstance) => {
    const { shop } = app;
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
  },
  { name: 'statefront-not-found', dependencies: ['statefront-render'] },
);
