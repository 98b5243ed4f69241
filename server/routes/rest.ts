import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EDITABLE_USER_META, META_KEY, METHOD_OVERRIDE_HEADER, REST_ROUTES } from '../../domain/rest';
import { restErrors } from '../http/error-replies';
import { RestError, requireNonce } from '../http/rest';
import { zodRoutes } from '../http/schema';
import { REST_NONCE_ACTION } from '../session/nonces';
import { checkoutApiRoutes } from './checkout-api';
import { contactApiRoutes } from './contact';
import { reviewApiRoutes } from './reviews-api';

const MAX_BODY = 16 * 1024;

/** The user meta a shopper may change, each with the values it accepts; any other key is refused. */
const MetaUpdate = z.strictObject({
  coming_soon_banner_dismissed: z.enum(EDITABLE_USER_META.coming_soon_banner_dismissed).optional(),
});
/** The body of a change to the shopper; none at all changes nothing. */
const UserUpdate = z.preprocess((body) => body ?? {}, z.strictObject({ [META_KEY]: MetaUpdate.optional() }));

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

  app.setErrorHandler(restErrors);

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

  // The method, the nonce and the login are checked before the body, as they always were.
  const me = {
    url: `/${REST_ROUTES.me}`,
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      allow(reply, effectiveMethod(request), ['GET', 'POST', 'PUT', 'PATCH']);
      await requireNonce(request);
      if (!(await request.currentUser())) {
        throw new RestError(401, 'rest_not_logged_in', 'You are not currently logged in.');
      }
    },
    async handler(request: FastifyRequest, changes?: z.output<typeof UserUpdate>) {
      const user = (await request.currentUser()) as NonNullable<Awaited<ReturnType<FastifyRequest['currentUser']>>>;
      if (changes) {
        const meta: Record<string, string> = {};
        for (const [key, value] of Object.entries(changes[META_KEY] ?? {})) if (value) meta[key] = value;
        await shop.accounts.setMeta(user.id, meta);
      }
      const meta = await shop.accounts.meta(user.id);
      return {
        id: user.id,
        name: user.name,
        [META_KEY]: Object.fromEntries(Object.keys(EDITABLE_USER_META).map((key) => [key, meta[key] ?? ''])),
      };
    },
  };
  // GET, HEAD and TRACE carry no body to declare (Fastify refuses one); every other method's is a change.
  const bodiless = ['GET', 'HEAD', 'TRACE'];
  app.route({ ...me, method: bodiless, handler: (request) => me.handler(request) });
  zodRoutes(app).route({
    ...me,
    method: app.supportedMethods.filter((method) => !bodiless.includes(method)),
    schema: { body: UserUpdate },
    handler: (request) => me.handler(request, effectiveMethod(request) === 'GET' ? undefined : request.body),
  });
}
