import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

/** One reason a request's params, query or body failed its route's schema: zod's words, by path. */
export interface InvalidField {
  /** The path of the value at fault: `['statefront_meta', 'key']`; empty for the whole part. */
  readonly path: readonly string[];
  /** For a key the schema does not allow: the keys at fault. */
  readonly keys?: readonly string[];
  readonly message: string;
}

/** What a route does with a request its schema refused, instead of the route family's error reply. */
export type OnInvalid = (
  request: FastifyRequest,
  reply: FastifyReply,
  fields: readonly InvalidField[],
) => unknown | Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer to a request its schema refused: a page's 404, a form's redirect
     * with a notice, or an error of its own to throw. Without it, the error handler of the
     * route's family answers (server/http/error-replies.ts).
     */
    onInvalid?: OnInvalid;
  }
}

/** The routes of `app`, typed by their zod schemas. */
export const zodRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** The zod issues behind a schema failure, or undefined for any other error. */
export function invalidFields(error: unknown): InvalidField[] | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  return error.validation.map((v) => {
    const keys = (v.params as { keys?: unknown }).keys;
    return {
      path: v.instancePath.split('/').filter((segment) => segment !== ''),
      ...(Array.isArray(keys) ? { keys: keys.map(String) } : {}),
      message: v.message ?? '',
    };
  });
}

/**
 * Routes validate with their zod schemas (fastify-type-provider-zod); a route with
 * `config.onInvalid` answers its own refusals, every other route's go to its family's error
 * handler (decision 0330). Call before any route is registered.
 */
export function validateWithZod(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    const onInvalid = route.config?.onInvalid;
    if (!onInvalid || !route.schema) return;
    route.attachValidation = true;
    const handler = route.handler;
    route.handler = function validated(request, reply) {
      const error = request.validationError;
      if (error) return onInvalid(request, reply, invalidFields(error) ?? []);
      return handler.call(this, request, reply);
    };
  });
}
