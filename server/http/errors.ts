/**
 * A request the shop refuses on purpose, answered by whichever error handler owns the
 * route: the shop's error page for pages, the endpoint's JSON for the cart and REST APIs.
 * Its message is the shop's own words, safe to show; a framework's messages never are.
 */
export class RequestRefused extends Error {
  constructor(
    readonly statusCode: 400 | 403,
    readonly code: 'bad_request' | 'cross_site_request',
    message: string,
  ) {
    super(message);
  }
}

export const CROSS_SITE_MESSAGE = 'This request came from another website, so the shop did not act on it.';
