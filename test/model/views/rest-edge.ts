import { vi } from 'vitest';

/** One call the page made to the shop's REST API, as the server received it. */
export interface RestCall {
  method: string;
  /** The path and query, `/api/statefront/v1/checkout?_locale=user`. */
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * The shop's REST API as the forms' only double: `fetch` holds each call until the walk
 * answers it, with a JSON body and status, or as a network failure. A nonce is given at
 * once, and not counted among the calls.
 */
export function startRestServer() {
  const held: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const calls: RestCall[] = [];
  vi.stubGlobal(
    'fetch',
    (url: URL | string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const { pathname, search } = new URL(String(url));
        // The session's nonce, fetched before a first upload: the server gives one at once.
        if (pathname.endsWith('/nonce')) return resolve(Response.json({ nonce: 'fresh-nonce' }));
        const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
        calls.push({
          method: init.method ?? 'GET',
          url: `${pathname}${search}`,
          headers: { ...(init.headers as Record<string, string>) },
          body,
        });
        held.push({ resolve, reject });
      }),
  );
  return {
    calls,
    /** Waits for the page to have made `count` calls in all (the REST client loads with the first). */
    made: (count: number) =>
      vi.waitFor(() =>
        calls.length >= count ? undefined : Promise.reject(new Error(`${calls.length} of ${count} calls made`)),
      ),
    /** The server answers the oldest call still open. */
    answer: (body: unknown, status = 200, headers: Record<string, string> = {}) =>
      held.shift()?.resolve(Response.json(body, { status, headers })),
    /** The oldest open call never reaches the server: the shopper is offline. */
    fail: () => held.shift()?.reject(new TypeError('Failed to fetch')),
  };
}
export type RestServer = ReturnType<typeof startRestServer>;
