import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { UPLOAD_ATTACHMENT_HEADER } from '../../domain/rest';
import { RestClientError } from '../../services/restClient';
import { createRestClient } from '../../src/live/rest';

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A fake server: answers each request with the next handler's response, and records what it got. */
function fakeServer(answer: (req: Sent, index: number) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req: Sent = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(req);
    return answer(req, sent.length - 1);
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const invalidNonce = () =>
  json({ code: 'rest_cookie_invalid_nonce', message: 'The nonce has expired.', data: { status: 403 } }, 403);

const Ok = z.object({ ok: z.literal(true) });
const client = (fetch: typeof globalThis.fetch, nonce: string | null = 'page-nonce') =>
  createRestClient({ root: '/api/', nonce: nonce ?? undefined, fetch, base: 'http://shop.test/shop/' });

async function failureOf(promise: Promise<unknown>): Promise<RestClientError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestClientError);
  return error as RestClientError;
}

describe('REST client requests', () => {
  it('adds _locale=user, sends the nonce header and a JSON body', async () => {
    const server = fakeServer(() => json({ ok: true }));
    await client(server.fetch).request({ path: 'statefront/v1/users/me', data: { a: 1 }, schema: Ok });
    const [req] = server.sent;
    expect(req?.method).toBe('POST');
    expect(req?.url.pathname).toBe('/api/statefront/v1/users/me');
    expect(req?.url.searchParams.get('_locale')).toBe('user');
    expect(req?.headers['X-Statefront-Nonce']).toBe('page-nonce');
    expect(req?.headers['Content-Type']).toBe('application/json');
    expect(req?.body).toEqual({ a: 1 });
  });

  it('keeps a _locale the caller gave, and takes a full REST URL as the banner supplies it', async () => {
    const server = fakeServer(() => json({ ok: true }));
    await client(server.fetch).request({ path: '/api/statefront/v1/users/me?_locale=fr', schema: Ok });
    expect(server.sent[0]?.url.toString()).toBe('http://shop.test/api/statefront/v1/users/me?_locale=fr');
  });

  it.each(['PATCH', 'PUT', 'DELETE'] as const)('sends %s as POST with the method-override header', async (method) => {
    const server = fakeServer(() => json({ ok: true }));
    await client(server.fetch).request({ path: 'statefront/v1/users/me', method, data: {}, schema: Ok });
    expect(server.sent[0]?.method).toBe('POST');
    expect(server.sent[0]?.headers['X-HTTP-Method-Override']).toBe(method);
  });

  it('sends GET and POST as themselves, with no override header', async () => {
    const server = fakeServer(() => json({ ok: true }));
    await client(server.fetch).request({ path: 'statefront/v1/users/me', schema: Ok });
    await client(server.fetch).request({ path: 'statefront/v1/users/me', method: 'POST', schema: Ok });
    expect(server.sent.map((r) => [r.method, r.headers['X-HTTP-Method-Override']])).toEqual([
      ['GET', undefined],
      ['POST', undefined],
    ]);
  });

  it('answers a 204 with null', async () => {
    const server = fakeServer(() => new Response(null, { status: 204 }));
    expect(await client(server.fetch).request({ path: 'x', method: 'DELETE', schema: z.null() })).toBeNull();
  });
});

describe('REST client errors (spec section 8)', () => {
  it('reports a network failure as fetch_error', async () => {
    const server = fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(client(server.fetch).request({ path: 'x', schema: Ok }));
    expect([error.code, error.message]).toEqual(['fetch_error', 'You are probably offline.']);
  });

  it.each([200, 500])('reports a %i answer that is not JSON as invalid_json', async (status) => {
    const server = fakeServer(() => new Response('<html>oops</html>', { status }));
    const error = await failureOf(client(server.fetch).request({ path: 'x', schema: Ok }));
    expect([error.code, error.message]).toEqual(['invalid_json', 'The response is not a valid JSON response.']);
  });

  it('reports JSON of an unexpected shape as unknown_error, for answers and error bodies alike', async () => {
    for (const [body, status] of [
      [{ surprise: true }, 200],
      [{ nothing: 'useful' }, 500],
      [null, 400],
    ] as const) {
      const server = fakeServer(() => json(body, status));
      const error = await failureOf(client(server.fetch).request({ path: 'x', schema: Ok }));
      expect([error.code, error.message]).toEqual(['unknown_error', 'An unknown error occurred.']);
    }
  });

  it("passes on the server's own error code, message and status", async () => {
    const server = fakeServer(() =>
      json({ code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } }, 401),
    );
    const error = await failureOf(client(server.fetch).request({ path: 'x', schema: Ok }));
    expect([error.code, error.message, error.data?.status]).toEqual([
      'rest_not_logged_in',
      'You are not currently logged in.',
      401,
    ]);
  });
});

describe('REST client nonce refresh', () => {
  it('on an invalid nonce fetches a fresh one and retries once, with it', async () => {
    const server = fakeServer((req) => {
      if (req.url.pathname === '/api/statefront/v1/nonce') return json({ nonce: 'fresh-nonce' });
      return req.headers['X-Statefront-Nonce'] === 'fresh-nonce' ? json({ ok: true }) : invalidNonce();
    });
    const rest = client(server.fetch);
    expect(await rest.request({ path: 'statefront/v1/users/me', data: {}, schema: Ok })).toEqual({ ok: true });
    expect(server.sent.map((r) => [r.method, r.url.pathname, r.headers['X-Statefront-Nonce']])).toEqual([
      ['POST', '/api/statefront/v1/users/me', 'page-nonce'],
      ['POST', '/api/statefront/v1/nonce', undefined],
      ['POST', '/api/statefront/v1/users/me', 'fresh-nonce'],
    ]);
    // Later calls start with the fresh nonce.
    await rest.request({ path: 'statefront/v1/users/me', data: {}, schema: Ok });
    expect(server.sent[3]?.headers['X-Statefront-Nonce']).toBe('fresh-nonce');
    expect(server.sent).toHaveLength(4);
  });

  it('never retries a second time: a retry that fails on its nonce too is the answer', async () => {
    const server = fakeServer((req) =>
      req.url.pathname === '/api/statefront/v1/nonce' ? json({ nonce: 'also-stale' }) : invalidNonce(),
    );
    const error = await failureOf(client(server.fetch).request({ path: 'statefront/v1/users/me', schema: Ok }));
    expect(error.code).toBe('rest_cookie_invalid_nonce');
    expect(server.sent.map((r) => r.url.pathname)).toEqual([
      '/api/statefront/v1/users/me',
      '/api/statefront/v1/nonce',
      '/api/statefront/v1/users/me',
    ]);
  });

  it('gives up without a retry when the fresh nonce cannot be fetched', async () => {
    const server = fakeServer((req) =>
      req.url.pathname === '/api/statefront/v1/nonce' ? Promise.reject(new TypeError('offline')) : invalidNonce(),
    );
    const error = await failureOf(client(server.fetch).request({ path: 'statefront/v1/users/me', schema: Ok }));
    expect(error.code).toBe('fetch_error');
    expect(server.sent).toHaveLength(2);
  });

  it('fetches a nonce and retries when the page had none (a guest without a session)', async () => {
    const server = fakeServer((req) => {
      if (req.url.pathname === '/api/statefront/v1/nonce') return json({ nonce: 'first-nonce' });
      return req.headers['X-Statefront-Nonce'] ? json({ ok: true }) : invalidNonce();
    });
    await client(server.fetch, null).request({ path: 'statefront/v1/users/me', schema: Ok });
    expect(server.sent.map((r) => r.headers['X-Statefront-Nonce'])).toEqual([undefined, undefined, 'first-nonce']);
  });
});

describe('REST client upload post-processing', () => {
  const upload = { path: 'statefront/v1/media', method: 'POST', data: { file: 'x' }, schema: Ok } as const;
  const failedUpload = () =>
    json({ code: 'rest_upload_failed', message: 'x' }, 500, { [UPLOAD_ATTACHMENT_HEADER]: '42' });

  it('post-processes a failed upload, and answers with the post-processed result', async () => {
    const server = fakeServer((_req, i) => (i === 0 ? failedUpload() : i < 3 ? json({}, 500) : json({ ok: true })));
    expect(await client(server.fetch).request(upload)).toEqual({ ok: true });
    expect(server.sent.slice(1).map((r) => [r.url.pathname, r.body])).toEqual(
      Array(3).fill(['/api/statefront/v1/media/42/post-process', { action: 'create-image-subsizes' }]),
    );
  });

  it('tries post-processing at most 5 times, then reports post_process', async () => {
    const server = fakeServer((_req, i) => (i === 0 ? failedUpload() : json({}, 500)));
    const error = await failureOf(client(server.fetch).request(upload));
    expect([error.code, error.message]).toEqual([
      'post_process',
      'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    ]);
    expect(server.sent).toHaveLength(1 + 5);
  });

  it('does not post-process a failure of any other call', async () => {
    const server = fakeServer(() =>
      json({ code: 'rest_oops', message: 'x' }, 500, { [UPLOAD_ATTACHMENT_HEADER]: '42' }),
    );
    const error = await failureOf(
      client(server.fetch).request({ path: 'statefront/v1/users/me', data: {}, schema: Ok }),
    );
    expect(error.code).toBe('rest_oops');
    expect(server.sent).toHaveLength(1);
  });
});
