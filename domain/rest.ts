/**
 * Names of the REST wire that the browser's REST client and the server's /api/ routes
 * must agree on. Pure constants, importable by both sides.
 */

export const REST_ROOT = '/api/';
export const REST_NAMESPACE = 'statefront/v1';
/** The key ({shop}_meta) that wraps the shopper's meta in users/me bodies. */
export const META_KEY = 'statefront_meta';

/** Carries the REST nonce of the shopper's session. */
export const NONCE_HEADER = 'X-Statefront-Nonce';
/** Carries the nonce of the JSON checkout, named as the WooCommerce Store API names its header. */
export const STORE_NONCE_HEADER = 'Nonce';
/** PATCH, PUT and DELETE travel as POST with this header naming the real method. */
export const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';
/** The error code of a stale or unknown nonce: the client fetches a fresh one and retries once. */
export const INVALID_NONCE_CODE = 'rest_cookie_invalid_nonce';
/** Answered by a failed upload whose attachment needs post-processing, with the `post_process` error. */
export const UPLOAD_ATTACHMENT_HEADER = 'X-Statefront-Upload-Attachment-Id';

export const REST_ROUTES = {
  /** POST: a fresh nonce for the session (creating the session if needed). */
  nonce: `${REST_NAMESPACE}/nonce`,
  /** POST/PUT/PATCH: update the logged-in shopper's allowed meta. */
  me: `${REST_NAMESPACE}/users/me`,
  /** POST: place an order from the session's cart (the JSON checkout). */
  checkout: `${REST_NAMESPACE}/checkout`,
  media: `${REST_NAMESPACE}/media`,
  /** POST: a product review (JSON), with the id of a photo uploaded to `media` first. */
  reviews: `${REST_NAMESPACE}/products/reviews`,
  postProcess: (attachmentId: string) => `${REST_NAMESPACE}/media/${encodeURIComponent(attachmentId)}/post-process`,
  /** POST: a message from the contact form (JSON). */
  contact: `${REST_NAMESPACE}/contact`,
} as const;

/** The error codes and messages a failed REST call ends with, shown to the shopper as they are. */
export const REST_ERRORS = {
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  fetch_error: 'You are probably offline.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

/** Post-processing of a failed upload is tried at most this many times. */
export const MAX_POST_PROCESS_ATTEMPTS = 5;

/** User meta a shopper may change through the REST route, with the values each accepts. */
export const EDITABLE_USER_META = {
  coming_soon_banner_dismissed: ['yes', 'no'],
} as const;

export interface RestErrorBody {
  code: string;
  message: string;
  data?: { status?: number; [key: string]: unknown };
}

/** How a failed REST call reports itself: the error body, plus the attachment of an upload to post-process. */
export type RestFailure = RestErrorBody & { attachmentId?: string };

/** What a REST call ends with: the response's data, or the error the shopper is shown. */
export type RestOutcome = { ok: true; data: unknown } | { ok: false; error: RestErrorBody };

/** The message a failed REST call shows the shopper: its error's, or the unknown error's. */
export function restErrorMessage(error: unknown): string {
  const outcome = failedOutcome(error);
  return outcome.ok ? REST_ERRORS.unknown_error : outcome.error.message;
}

/** The outcome of a call that failed with `error`; anything but a REST error body is an unknown error. */
export function failedOutcome(error: unknown): RestOutcome {
  const e = error as Partial<RestFailure> | undefined;
  return typeof e?.code === 'string' && typeof e.message === 'string'
    ? { ok: false, error: { code: e.code, message: e.message, ...(e.data ? { data: e.data } : {}) } }
    : { ok: false, error: { code: 'unknown_error', message: REST_ERRORS.unknown_error } };
}
