import { REST_ERRORS } from '../domain/rest';

/**
 * Code loaded on demand (the cart or REST client, a widget's service) that cannot be
 * fetched means the network is gone: the call it was loaded for fails as the clients' own
 * network failure does (a cart failure of kind `network`, the REST error `fetch_error`), so
 * the shopper reads "You are probably offline." rather than an unknown error.
 */
export function loadedOrOffline<T>(chunk: Promise<T>): Promise<T> {
  return chunk.catch(() => {
    throw { kind: 'network', code: 'fetch_error', message: REST_ERRORS.fetch_error };
  });
}
