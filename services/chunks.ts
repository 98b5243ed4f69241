import { REST_ERRORS } from '../domain/rest';
import { TIMINGS } from '../machines/timings';
import { showNotices } from './notices';

/** The notice for a part of the page whose code could not load. */
export const CHUNK_FAILED_NOTICE = 'This part of the page could not load. Check your connection and reload.';

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

/** `chunk`, or a rejection once it has been loading for `ms` (120 s). */
export function withinChunkTimeout<T>(chunk: Promise<T>, ms: number = TIMINGS.chunkTimeout): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`a script chunk took more than ${ms} ms`)), ms);
    chunk.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

let chunkFailureShown = false;

/**
 * Tells the shopper, once per page, that a part of it could not load: the widget keeps
 * the markup it had without JavaScript, which still works.
 */
export function tellChunkFailed(): void {
  if (chunkFailureShown) return;
  chunkFailureShown = true;
  showNotices([{ kind: 'error', text: CHUNK_FAILED_NOTICE }]);
}
