import type { FastifyRequest } from 'fastify';
import { INVALID_NONCE_CODE, NONCE_HEADER, type RestErrorBody } from '../../domain/rest';
import { REST_NONCE_ACTION } from '../session/nonces';

/** A REST failure the route means to answer: `{ code, message, data: { status } }`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): RestErrorBody {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } };
  }
}

/** A 400 naming each parameter at fault (`data.params`: its path, dotted, and a message). */
export function invalidParams(params: Record<string, string>): RestError {
  const top = [...new Set(Object.keys(params).map((key) => key.split('.')[0]))];
  return new RestError(400, 'rest_invalid_param', `Invalid parameter(s): ${top.join(', ')}`, { params });
}

/** A schema failure's messages by parameter path (`statefront_meta.key`); a misplaced key counts as its own path. */
export function paramsOf(
  issues: readonly { path: readonly PropertyKey[]; keys?: readonly string[]; message: string }[],
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const issue of issues) {
    const path = [...issue.path.map(String), ...(issue.keys ?? [])].join('.') || 'body';
    params[path] ??= issue.message;
  }
  return params;
}

/**
 * Refuses the request unless `header` carries a nonce of the shopper's (their session's, or
 * a guest's) for `action`; a stale or unknown one with rest_cookie_invalid_nonce, which
 * the REST client meets by fetching a fresh nonce and retrying once.
 */
export async function requireNonce(
  request: FastifyRequest,
  header = NONCE_HEADER,
  action = REST_NONCE_ACTION,
): Promise<void> {
  const token = request.headers[header.toLowerCase()];
  if (token === undefined) throw new RestError(403, INVALID_NONCE_CODE, `The request has no ${header} header.`);
  const check = await request.server.shop.formNonces.check(request, action, token);
  if (check === 'expired') throw new RestError(403, INVALID_NONCE_CODE, 'The nonce has expired.');
  if (check === 'invalid') throw new RestError(403, INVALID_NONCE_CODE, 'Cookie check failed.');
}
