/**
 * The newsletter sign-up's address and what it answers, shared by the server and the
 * browser. One path for both: a form post gets pages, a request that accepts JSON gets
 * `{ message }` (and `field` when a field is at fault).
 */
export const NEWSLETTER_URL = '/newsletter/';

export const NEWSLETTER_MESSAGES = {
  // The same words whether the address was new or already on the list: the answer must
  // not tell anyone whose address is subscribed.
  thanks: 'Thank you for signing up. This is a demo shop, so no emails will be sent.',
  throttled: 'Too many sign-ups came from your network. Please try again in an hour.',
  failed: 'Sorry, we could not sign you up just now. Please try again.',
} as const;

/** What a JSON request to the sign-up answers, on success and on failure. */
export interface NewsletterAnswer {
  message: string;
  /** The field at fault, when one is. */
  field?: 'email';
}

/** What the shopper reads when a sign-up failed with `error`: its message, or the catalogue's. */
export function signUpFailure(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : NEWSLETTER_MESSAGES.failed;
}
