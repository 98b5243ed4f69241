import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EDITABLE_USER_META,
  META_KEY,
  METHOD_OVERRIDE_HEADER,
  REST_ROUTES,
  type RestErrorBody,
} from '../../domain/rest';
import { RequestRefused } from '../http/errors';
import { invalidParams, paramsOf, RestError, requireNonce } from '../http/rest';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../http/unavailable';
import { REST_NONCE_ACTION } from '../session/nonces';
import { checkoutApiRoutes } from './checkout-api';
import { contactApiRoutes } from './contact';
import { reviewApiRoutes } from './reviews-api';

/** Fastify's own 4xx errors (body parsing and the like) under REST codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'rest_unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'rest_body_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'rest_invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'rest_bad_request',
};

const MAX_BODY = 16 * 1024;

/** The user meta a shopper may change, each with the values it accepts; any other key is refused. */
const MetaUpdate = z.strictObject({
  coming_soon_banner_dismissed: z.enum(EDITABLE_USER_META.coming_soon_banner_dismissed).optional(),
});
const UserUpdate = z.strictObject({ [META_KEY]: MetaUpdate.optional() });

/**
 * The REST API under /api/. Every answer is JSON, errors included as
 * `{ code, message, data: { status } }`; bodies are JSON only. State-changing calls need
 * the session's REST nonce in the nonce header; a stale one is answered with
 * rest_cookie_invalid_nonce, which the browser's REST client meets by fetching a fresh
 * nonce and retrying once.
 */
export async function restRoutes(app: FastifyInstance) {
  const { shop } = app;

  // Only JSON here: the form-body parser the pages use does not apply under /api/.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_BODY }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new RestError(400, 'rest_invalid_json', 'Invalid JSON body passed.'), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | RestError, request, reply) => {
    if (error instanceof RestError) return reply.status(error.status).send(error.body());
    if (error instanceof RequestRefused) {
      return reply
        .status(error.statusCode)
        .send(new RestError(error.statusCode, `rest_${error.code}`, error.message).body());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${error.message}`);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(new RestError(503, 'rest_database_unavailable', UNAVAILABLE_MESSAGE).body());
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const body: RestErrorBody =
      status >= 500
        ? {
            code: 'rest_internal_error',
            message: 'Something went wrong on our side. Please try again.',
            data: { status },
          }
        : { code: FASTIFY_CODES[error.code] ?? 'rest_bad_request', message: error.message, data: { status } };
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply
      .status(404)
      .send(new RestError(404, 'rest_no_route', 'No route was found matching the URL and request method.').body()),
  );

  app.addHook('onSend', async (_request, reply, payload) => {
    // Answers depend on the session; no shared cache may keep one.
    reply.header('cache-control', 'no-store');
    return payload;
  });

  /** The method the caller means: POST may carry the real one in the override header. */
  function effectiveMethod(request: FastifyRequest): string {
    const override = request.headers[METHOD_OVERRIDE_HEADER.toLowerCase()];
    if (request.method !== 'POST' || override === undefined) return request.method;
    if (typeof override !== 'string' || !['PUT', 'PATCH', 'DELETE'].includes(override.toUpperCase())) {
      throw new RestError(
        400,
        'rest_invalid_method_override',
        `${METHOD_OVERRIDE_HEADER} must be PUT, PATCH or DELETE.`,
      );
    }
    return override.toUpperCase();
  }

  function allow(reply: FastifyReply, method: string, allowed: readonly string[]): void {
    if (allowed.includes(method)) return;
    reply.header('allow', allowed.join(', '));
    throw new RestError(405, 'rest_no_route', 'No route was found matching the URL and request method.');
  }

  await app.register(checkoutApiRoutes);
  await app.register(reviewApiRoutes);
  await app.register(contactApiRoutes);

  // A fresh nonce: the session's, or for a visitor without one a signed nonce that creates
  // no row (decision 0143). POST: it may set a cookie, and a GET must never change anything.
  app.all(`/${REST_ROUTES.nonce}`, async (request, reply) => {
    allow(reply, effectiveMethod(request), ['POST']);
    return { nonce: await shop.formNonces.issue(request, reply, REST_NONCE_ACTION) };
  });

  app.all(`/${REST_ROUTES.me}`, async (request, reply) => {
    const method = effectiveMethod(request);
    allow(reply, method, ['GET', 'POST', 'PUT', 'PATCH']);
    await requireNonce(request);
    const user = await request.currentUser();
    if (!user) throw new RestError(401, 'rest_not_logged_in', 'You are not currently logged in.');
    if (method !== 'GET') {
      const update = UserUpdate.safeParse(request.body ?? {});
      if (!update.success) throw invalidParams(paramsOf(update.error.issues));
      const changes: Record<string, string> = {};
      for (const [key, value] of Object.entries(update.data[META_KEY] ?? {})) if (value) changes[key] = value;
      await shop.accounts.setMeta(user.id, changes);
    }
    const meta = await shop.accounts.meta(user.id);
    return {
      id: user.id,
      name: user.name,
      [META_KEY]: Object.fromEntries(Object.keys(EDITABLE_USER_META).map((key) => [key, meta[key] ?? ''])),
    };
  });
}
