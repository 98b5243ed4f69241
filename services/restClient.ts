import * as z from 'zod/mini';
import {
  METHOD_OVERRIDE_HEADER,
  NONCE_HEADER,
  REST_ERRORS,
  REST_ROUTES,
  type RestErrorBody,
  type RestFailure,
  UPLOAD_ATTACHMENT_HEADER,
} from '../domain/rest';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestCall<T> {
  /** A route under the REST root ("statefront/v1/users/me"), or a full REST URL ("/api/…") as a banner supplies. */
  path: string;
  method?: RestMethod;
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  data?: unknown;
  /**
   * What a successful answer must look like; anything else is an unknown_error. Any zod
   * schema will do; this module uses zod/mini, which keeps the REST chunk small.
   */
  schema: z.ZodMiniType<T> | z.core.$ZodType<T>;
  /** The header the nonce travels in, when the route names its own (the JSON checkout's `Nonce`). */
  nonceHeader?: string;
}

/** A REST call that failed, with the code and message of REST_ERRORS or of the server. */
export class RestClientError extends Error {
  readonly code: string;
  readonly data: RestErrorBody['data'];
  constructor(body: RestErrorBody) {
    super(body.message);
    this.code = body.code;
    this.data = body.data;
  }
}

const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  data: z.optional(z.looseObject({ status: z.optional(z.number()) })),
});
const NonceAnswer = z.object({ nonce: z.string().check(z.minLength(1)) });

const catalogued = (code: keyof typeof REST_ERRORS): RestFailure => ({ code, message: REST_ERRORS[code] });

export interface RestClientOptions {
  /** The REST root, ending in a slash ("/api/"). */
  root: string;
  /** The page's nonce; absent when the shopper had no session. */
  nonce?: string | undefined;
  fetch?: typeof fetch;
  /** Resolves relative URLs; the page's own address in the browser. */
  base?: string;
}

/**
 * The HTTP side of every REST call: adds `_locale=user`, sends PATCH, PUT
 * and DELETE as POST with the method-override header, sends the nonce header, checks
 * answers with zod and turns failures into the REST_ERRORS codes and messages. What
 * happens after a failure (one retry with a fresh nonce, upload post-processing) is the
 * restRequest machine's decision; src/live/rest.ts runs it over this transport.
 */
export function createRestTransport(options: RestClientOptions) {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));

  function urlOf(path: string): URL {
    const url = new URL(path.startsWith('/') ? path : `${options.root}${path}`, options.base ?? location.href);
    if (!url.searchParams.has('_locale')) url.searchParams.set('_locale', 'user');
    return url;
  }

  /** One HTTP exchange: resolves with checked data, rejects with a RestFailure. */
  async function send<T>(call: RestCall<T>, withNonce: string | undefined): Promise<T> {
    const method = call.method ?? (call.data === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (withNonce) headers[call.nonceHeader ?? NONCE_HEADER] = withNonce;
    const overridden = method === 'PUT' || method === 'PATCH' || method === 'DELETE';
    if (overridden) headers[METHOD_OVERRIDE_HEADER] = method;
    // A FormData body (an upload) is sent as the browser encodes it, with its own boundary.
    const form = typeof FormData !== 'undefined' && call.data instanceof FormData;
    if (call.data !== undefined && !form) headers['Content-Type'] = 'application/json';
    const url = urlOf(call.path);

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: overridden ? 'POST' : method,
        headers,
        credentials: 'same-origin',
        ...(call.data !== undefined ? { body: form ? (call.data as FormData) : JSON.stringify(call.data) } : {}),
      });
    } catch {
      throw catalogued('fetch_error');
    }

    if (response.ok) {
      let json: unknown = null;
      if (response.status !== 204) {
        try {
          json = await response.json();
        } catch {
          throw catalogued('invalid_json');
        }
      }
      const checked = z.safeParse(call.schema, json);
      if (!checked.success) throw catalogued('unknown_error');
      return checked.data;
    }

    const attachmentId = response.headers.get(UPLOAD_ATTACHMENT_HEADER);
    if (response.status >= 500 && attachmentId && method === 'POST' && url.pathname.includes(REST_ROUTES.media)) {
      throw { ...catalogued('post_process'), attachmentId } satisfies RestFailure;
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw catalogued('invalid_json');
    }
    const error = ErrorBody.safeParse(json);
    throw error.success ? error.data : catalogued('unknown_error');
  }

  return {
    send,
    /** Asks the server for a fresh nonce (the shopper's session may have changed). */
    fetchNonce: async () =>
      (await send({ path: REST_ROUTES.nonce, method: 'POST', schema: NonceAnswer }, undefined)).nonce,
  };
}

export type RestTransport = ReturnType<typeof createRestTransport>;

/** What callers of the REST API are given (src/live/rest.ts makes it). */
export interface RestClient {
  /** The nonce calls are made with now (the page's, or the last one fetched). */
  readonly nonce: string | undefined;
  /** Resolves with the checked answer; rejects with a RestClientError. */
  request<T>(call: RestCall<T>): Promise<T>;
}
