import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RequestRefused } from './errors';
import { invalidParams, paramsOf, RestError } from './rest';
import { type InvalidField, invalidFields } from './schema';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './unavailable';

/** A failure as the JSON endpoints answer it, whichever shape their bodies take. */
export interface Failure {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly extra?: Record<string, unknown>;
}

/**
 * A family of JSON endpoints: the shape of its error bodies, and how it names the failures
 * that are not its routes' own (a schema's refusal, a refused request, Fastify's 4xx).
 */
interface JsonFamily {
  body(failure: Failure): unknown;
  unavailableCode: string;
  internalCode: string;
  /** A request its route's schema refused (a route's `config.onInvalid` answers before this). */
  invalid(fields: readonly InvalidField[]): Failure;
  /** The code of a request the shop refused (cross-site), when the family names it apart. */
  refused?(error: RequestRefused): string;
  /** Any other 4xx: Fastify's body parsing, limits and the like. */
  clientError(error: FastifyError, request: FastifyRequest, status: number): Failure;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The one error handler of the JSON endpoints (the cart endpoints, the REST API, the
 * listing filter): the shop's own failures as they are, a schema's refusal, an unreachable
 * database (503 with Retry-After) and anything else, each in the family's body.
 */
function jsonErrors(family: JsonFamily) {
  const send = (reply: FastifyReply, failure: Failure) => reply.status(failure.status).send(family.body(failure));
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof RestError) return send(reply, error);
    const fields = invalidFields(error);
    if (fields) return send(reply, family.invalid(fields));
    if (isDatabaseUnavailable(error)) {
      request.log.warn(`database unavailable: ${error.message}`);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, { status: 503, code: family.unavailableCode, message: UNAVAILABLE_MESSAGE });
    }
    if (error instanceof RequestRefused && family.refused) {
      return send(reply, { status: error.statusCode, code: family.refused(error), message: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(error);
      return send(reply, { status: 500, code: family.internalCode, message: INTERNAL_MESSAGE });
    }
    return send(reply, family.clientError(error, request, status));
  };
}

// The cart endpoints: `{ error: true, code, message }`.

export const NOT_FORM_ENCODED = 'Send the body form-encoded (application/x-www-form-urlencoded).';

export function isFormEncoded(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** A failed cart call: error is set, and the code and message say what was wrong. Nothing changed. */
export function cartFail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: true, code, message });
}

/** Each cart field's refusal; a body the schema refuses names the first field at fault. */
const CART_FIELDS: Record<string, Failure> = {
  product_id: { status: 400, code: 'invalid_product_id', message: 'product_id must be the number of a product.' },
  quantity: { status: 400, code: 'invalid_quantity', message: 'quantity must be a whole number from 1 to 999.' },
  cart_item_key: { status: 400, code: 'invalid_cart_item_key', message: 'cart_item_key is not a cart item key.' },
};

export const cartErrors = jsonErrors({
  body: ({ code, message }) => ({ error: true, code, message }),
  unavailableCode: 'database_unavailable',
  internalCode: 'internal_error',
  invalid: (fields) => {
    const field = fields.map((f) => CART_FIELDS[f.path[0] ?? '']).find((f) => f !== undefined);
    return field ?? { status: 400, code: 'bad_request', message: 'The request was malformed.' };
  },
  refused: (error) => error.code,
  clientError: (error, request, status) =>
    // A body in another format fails in its own parser (bad JSON, say) before the 415 hook.
    status === 415 || (request.method === 'POST' && !isFormEncoded(request.headers['content-type']))
      ? { status: 415, code: 'not_form_encoded', message: NOT_FORM_ENCODED }
      : { status, code: 'bad_request', message: error.message },
});

// The REST API: `{ code, message, data: { status } }`.

const restBody = (failure: Failure) =>
  failure instanceof RestError ? failure.body() : new RestError(failure.status, failure.code, failure.message).body();

/** Fastify's own 4xx errors (body parsing and the like) under REST codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'rest_unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'rest_body_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'rest_invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'rest_bad_request',
};

export const restErrors = jsonErrors({
  body: restBody,
  unavailableCode: 'rest_database_unavailable',
  internalCode: 'rest_internal_error',
  invalid: (fields) => invalidParams(paramsOf(fields)),
  refused: (error) => `rest_${error.code}`,
  clientError: (error, _request, status) => ({
    status,
    code: FASTIFY_CODES[error.code] ?? 'rest_bad_request',
    message: error.message,
  }),
});

/**
 * The listing filter's refresh loop: REST bodies, but it takes the pages' body parsers, names
 * each parameter at fault by its full path (the last message for a path wins), and knows no
 * Fastify code but bad JSON.
 */
export const listingFilterErrors = jsonErrors({
  body: restBody,
  unavailableCode: 'rest_database_unavailable',
  internalCode: 'rest_internal_error',
  invalid: (fields) => {
    const params = Object.fromEntries(fields.map((f) => [f.path.join('.') || 'body', f.message]));
    return new RestError(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, {
      params,
    });
  },
  clientError: (error, _request, status) => ({
    status,
    code: error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'rest_invalid_json' : 'rest_bad_request',
    message: error.message,
  }),
});
