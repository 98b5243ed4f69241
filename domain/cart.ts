/** The cart endpoints' wire format, as the browser's cart queue sends and reads it. */

/** The endpoints behind the storefront's endpoint URL template. */
export type CartEndpoint = 'add_to_cart' | 'remove_from_cart' | 'get_refreshed_fragments';

export interface CartRequest {
  endpoint: CartEndpoint;
  /** Sent form-encoded: for an add, every data-* attribute of the button. */
  body: Record<string, string>;
}

/** The cart update response, as checked by services/cartClient. */
export interface CartResponse {
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string;
}

/** The read-only request for the cart's current fragments. */
export const REFRESH_REQUEST: CartRequest = { endpoint: 'get_refreshed_fragments', body: {} };

/** What a run of answers changes on the page: every region they named, the last cart_hash. */
export interface CartUpdate {
  fragments: Record<string, string>;
  cart_hash?: string | undefined;
}

/** `update` with an answer's fragments (its markup winning: it is the later) and cart_hash. */
export function gatherUpdate(
  update: CartUpdate,
  { fragments, cart_hash = update.cart_hash }: CartResponse,
): CartUpdate {
  return { fragments: { ...update.fragments, ...fragments }, cart_hash };
}

/**
 * What the queue sends after `failed` fails: a change the server did not confirm may still
 * have been made (the answer was lost or garbled), so the page asks what the cart holds,
 * unless what failed was that very question (docs/decisions/0191).
 */
export function followUpAfterFailure(failed: CartRequest | undefined): { request: CartRequest }[] {
  return failed?.endpoint === REFRESH_REQUEST.endpoint ? [] : [{ request: REFRESH_REQUEST }];
}

/** Why a request failed: no answer, an HTTP error or refusal, or an answer that is not the JSON we expect. */
export interface CartFailure {
  kind: 'network' | 'http' | 'invalid_json';
  message: string;
}

/** What the queue sends back to the actor that made a request. */
export type CartReply = { type: 'CART_DONE'; response: CartResponse } | { type: 'CART_FAILED'; failure: CartFailure };

/** A failed request's error as a CartFailure; anything else thrown counts as no answer. */
export function cartFailureOf(error: unknown): CartFailure {
  const e = error as Partial<CartFailure> | undefined;
  return e && typeof e.kind === 'string' && typeof e.message === 'string'
    ? { kind: e.kind, message: e.message }
    : { kind: 'network', message: 'An unknown error occurred.' };
}
