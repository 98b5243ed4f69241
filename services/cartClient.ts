// zod/mini: the same checks as zod, at a fraction of the bytes every page ships.
import * as z from 'zod/mini';
import type { CartFailure, CartRequest, CartResponse } from '../domain/cart';

/** The message the shopper is shown for each way a cart call can fail (the same wording as REST_ERRORS). */
export const FAILURE_MESSAGES: Record<CartFailure['kind'], string> = {
  network: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  http: 'An unknown error occurred.',
};

/** A hung request would hold up every cart request queued behind it. */
const TIMEOUT_MS = 20_000;

/**
 * Whether `url`, read from the page at `page`, is a web page of this very site (same
 * scheme, host and port): a path, or an absolute URL as WooCommerce-style servers send.
 * A response never sends the shopper to another site, nor runs a `javascript:` URL.
 */
export function onThisSite(url: string, page: string): boolean {
  try {
    const target = new URL(url, page);
    return target.origin === new URL(page).origin && /^https?:$/.test(target.protocol);
  } catch {
    return false;
  }
}

const cartResponseSchema = (page: string) =>
  z.object({
    fragments: z.optional(z.record(z.string(), z.string())),
    cart_hash: z.optional(z.string()),
    error: z.optional(z.boolean()),
    product_url: z.optional(z.string().check(z.refine((url) => onThisSite(url, page)))),
    message: z.optional(z.string()),
  });

export class CartRequestError extends Error implements CartFailure {
  constructor(
    readonly kind: CartFailure['kind'],
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function endpointUrl(template: string, endpoint: string): string {
  return template.replace('%%endpoint%%', endpoint);
}

/**
 * Sends one cart request: a form-encoded POST to the endpoint URL template (a GET for
 * the read-only refresh), and checks the answer. Resolves with the response: fragments
 * and cart_hash, or an add refused with the `product_url` to go to; rejects with a
 * CartRequestError of kind network (no answer), http (an error status, or a refusal with
 * nowhere to go) or invalid_json (not the JSON expected, which includes an answer with no
 * fragments), so the caller never waits forever and always knows what happened.
 */
export async function sendCartRequest(
  template: string,
  request: CartRequest,
  fetchImpl: typeof fetch = fetch,
  page: string = location.href,
): Promise<CartResponse> {
  const url = endpointUrl(template, request.endpoint);
  const init: RequestInit =
    request.endpoint === 'get_refreshed_fragments'
      ? { method: 'GET' }
      : {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          body: new URLSearchParams(request.body).toString(),
        };
  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const response = await fetchImpl(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch {
    throw new CartRequestError('network', FAILURE_MESSAGES.network);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw ok
      ? new CartRequestError('invalid_json', FAILURE_MESSAGES.invalid_json, status)
      : new CartRequestError('http', FAILURE_MESSAGES.http, status);
  }
  const parsed = cartResponseSchema(page).safeParse(json);
  if (!parsed.success) {
    throw ok
      ? new CartRequestError('invalid_json', FAILURE_MESSAGES.invalid_json, status)
      : new CartRequestError('http', FAILURE_MESSAGES.http, status);
  }
  const { message, ...body } = parsed.data;
  // A refused add names the page that says why; any other refusal is an unknown error.
  if (body.error && body.product_url) return body;
  if (!ok || body.error) throw new CartRequestError('http', message ?? FAILURE_MESSAGES.http, status);
  // An answer that neither reports an error nor carries the cart's fragments confirms
  // nothing: it is not the answer expected (docs/decisions/0191).
  if (Object.keys(body.fragments ?? {}).length === 0) {
    throw new CartRequestError('invalid_json', FAILURE_MESSAGES.invalid_json, status);
  }
  return body;
}
