import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RequestRefused } from '../http/errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../http/unavailable';
import { offlineLayout } from '../views/layout';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers `error` with the shop's error page, or its JSON for a caller that asked for JSON. */
    errorPage(
      error: Error & { statusCode?: number },
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<FastifyReply>;
  }
}

const TITLES = {
  unavailable: 'Back in a moment',
  error: 'Something went wrong',
  bad_request: 'Bad request',
  cross_site: 'Nothing was changed',
} as const;

/**
 * The shop's error page for anything a page route throws, malformed requests included.
 * Global (fastify-plugin): it is the root's error handler, inherited by every page route
 * registered after it. The cart and REST endpoints set their own handlers, which answer in
 * their JSON formats. The page is rendered without the database: it may be what failed.
 */
export const errorPagePlugin = fp(
  async (app: FastifyInstance) => {
    const { shop } = app;
    async function errorPage(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
      const unavailable = isDatabaseUnavailable(error);
      const status = unavailable
        ? 503
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
      if (unavailable) request.log.warn(`database unavailable: ${error.message}`);
      else if (status >= 500) request.log.error(error);
      if (unavailable) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      const ours = error instanceof RequestRefused ? error : undefined;
      const reason = unavailable
        ? 'unavailable'
        : status >= 500
          ? 'error'
          : ours?.code === 'cross_site_request'
            ? 'cross_site'
            : 'bad_request';
      const wantsJson = request.headers.accept?.includes('application/json') || request.url.startsWith('/api/');
      if (wantsJson) {
        return reply.status(status).send({
          code: unavailable ? 'database_unavailable' : status >= 500 ? 'internal_error' : (ours?.code ?? 'bad_request'),
          message: unavailable
            ? UNAVAILABLE_MESSAGE
            : status >= 500
              ? 'Something went wrong on our side. Please try again.'
              : (ours?.message ?? 'The request was malformed.'),
          data: { status },
        });
      }
      // Only the shop's own words reach the page; a framework's message stays in the log.
      if (status < 500 && !ours) request.log.info(`bad request: ${error.message}`);
      // Built with app.pageHtml, not reply.page: a reply the router made for its own errors
      // has no decorations.
      const html = await app.pageHtml(
        request.url,
        'serverError',
        {
          layout: offlineLayout(shop, request),
          reason,
          ...(ours && reason === 'bad_request' ? { detail: ours.message } : {}),
        },
        { title: `${TITLES[reason]} – ${shop.settings.name}` },
      );
      return reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(html);
    }
    app.decorate('errorPage', errorPage);
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => errorPage(error, request, reply));
  },
  { name: 'statefront-error-page', dependencies: ['statefront-render'] },
);
