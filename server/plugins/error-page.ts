import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../http/unavailable';
import { offlineLayout } from '../views/layout';

/**
 * The shop's error page for anything a page route throws. Global (fastify-plugin): it is
 * the root's error handler, inherited by every page route registered after it. The cart
 * and REST endpoints set their own handlers, which answer in their JSON formats.
 */
export const errorPagePlugin = fp(
  async (app: FastifyInstance) => {
    const { shop } = app;
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
  },
  { name: 'statefront-error-page', dependencies: ['statefront-render'] },
);
