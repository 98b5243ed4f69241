import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { formNonce, parsePage, Shopper, testProduct, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

/**
 * Issue 27: what a hostile client and the host running the shop still found. Each finding
 * has its test here; the process-level ones (signals, nginx) have files of their own.
 */
const MEDIA = '/api/statefront/v1/media';

/** Multipart bodies a browser never sends: no boundary, an empty one, cut off mid-body or mid-part. */
const MALFORMED_MULTIPART: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="rating"\r\n\r\n4\r\n--x--\r\n'],
  ['an empty boundary', 'multipart/form-data; boundary=', '--\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
  [
    'an unterminated body',
    'multipart/form-data; boundary=abc',
    '--abc\r\nContent-Disposition: form-data; name="rating"\r\n\r\n4\r\n--abc\r\nContent-Disposition: form-data; name="review"\r\n\r\nGood',
  ],
  [
    'a truncated part',
    'multipart/form-data; boundary=abc',
    '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jp',
  ],
];

/** Sends `raw` bytes to the shop at `port` and gives back all it answered before closing. */
function rawRequest(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (d) => {
      answer += d;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** The status line, headers (lower-cased names) and body of a raw HTTP answer. */
function parseRaw(answer: string): { status: string; headers: Record<string, string>; body: string } {
  const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
  const [status = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body };
}

describeOnDatabases('issue 27: production edges', (database) => {
  const shop = useTestShop(database, {
    seed: [
      (db) =>
        db
          .insertInto('products')
          .values([testProduct({ slug: 'mug', name: 'Blue mug', sku: 'SF-MUG', price_cents: 1200 })])
          .execute(),
    ],
  });
  let addresses = 0;

  describe('finding 3: malformed multipart', () => {
    it.each(MALFORMED_MULTIPART)(
      'answers the REST media route with 400 and its JSON for %s',
      async (_what, type, body) => {
        const shopper = new Shopper(shop.app, `198.51.100.${++addresses}`);
        await shopper.get('/product/mug/');
        const nonce = (await shopper.request({ method: 'POST', url: '/api/statefront/v1/nonce' })).json()
          .nonce as string;
        const res = await shopper.request({
          method: 'POST',
          url: MEDIA,
          headers: { 'content-type': type, 'x-statefront-nonce': nonce },
          payload: body,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'rest_upload_malformed',
          message: 'The upload could not be read. Please choose the photo again.',
          data: { status: 400 },
        });
      },
    );

    it.each(MALFORMED_MULTIPART)(
      'answers the review form with 400 and the product page for %s',
      async (_what, type, body) => {
        const shopper = new Shopper(shop.app, `198.51.100.${++addresses}`);
        const res = await shopper.request({
          method: 'POST',
          url: '/product/mug/reviews/',
          headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
          payload: body,
        });
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-security-policy']).toBeDefined();
        const page = parsePage(res.body);
        expect(textOf(page.querySelector('.notices-wrapper'))).toContain(
          'Your review could not be read, so it was not posted. Please post it again.',
        );
      },
    );
  });

  describe('finding 4: malformed HTTP', () => {
    let port: number;
    beforeAll(async () => {
      await shop.app.listen({ port: 0, host: '127.0.0.1' });
      port = (shop.app.server.address() as { port: number }).port;
    });

    it.each([
      ['a header line without a colon', 'GET /shop/ HTTP/1.1\r\nHost: shop.test\r\nBad Header Line\r\n\r\n', '400'],
      [
        'Transfer-Encoding with Content-Length',
        'POST /cart/ HTTP/1.1\r\nHost: shop.test\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n',
        '400',
      ],
      ['a 17 KB URL', `GET /shop/?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: shop.test\r\n\r\n`, '431'],
      ['no Host header', 'GET /shop/ HTTP/1.1\r\nConnection: close\r\n\r\n', '400'],
    ])("answers %s with the shop's short answer and headers", async (_what, raw, status) => {
      const answer = parseRaw(await rawRequest(port, raw));
      expect(answer.status).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.connection).toBe('close');
      expect(answer.body).toBe(
        status === '431'
          ? 'The request is too large for the shop to read.\n'
          : 'The shop could not read this request.\n',
      );
    });
  });

  describe('finding 5: ?add-to-cart= from a visitor without a cookie', () => {
    const sessions = async () =>
      Number(
        (
          await shop.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it.each([
      ['a product that does not exist', '999999', undefined],
      ['a quantity over the stock', 'mug', '999'],
    ])('creates no session row for %s', async (_what, product, quantity) => {
      const id =
        product === 'mug'
          ? String(
              (await shop.db.selectFrom('products').select('id').where('slug', '=', 'mug').executeTakeFirstOrThrow())
                .id,
            )
          : product;
      if (product === 'mug')
        await shop.db.updateTable('products').set({ stock_quantity: 3 }).where('slug', '=', 'mug').execute();
      const before = await sessions();
      for (let i = 0; i < 5; i++) {
        const res = await shop.app.inject({
          url: `/shop/?add-to-cart=${id}${quantity ? `&quantity=${quantity}` : ''}`,
        });
        expect(res.statusCode).toBe(303);
        expect(String(res.headers['set-cookie'] ?? '')).not.toContain('sf_session=');
      }
      expect(await sessions()).toBe(before);
    });

    it('still gives a visitor who gets a cart their session', async () => {
      const { id } = await shop.db
        .selectFrom('products')
        .select('id')
        .where('slug', '=', 'mug')
        .executeTakeFirstOrThrow();
      await shop.db.updateTable('products').set({ stock_quantity: null }).where('slug', '=', 'mug').execute();
      const before = await sessions();
      const res = await shop.app.inject({ url: `/shop/?add-to-cart=${id}` });
      expect(res.statusCode).toBe(303);
      expect(String(res.headers['set-cookie'] ?? '')).toContain('sf_session=');
      expect(await sessions()).toBe(before + 1);
    });
  });

  describe('finding 6: nonces issued before login', () => {
    it('are refused after the shopper logs in', async () => {
      const ACCOUNT = '/my-account/';
      const owner = new Shopper(shop.app, `198.51.100.${++addresses}`);
      const registration = (await owner.get(ACCOUNT)).body;
      const registered = await owner.postForm(`${ACCOUNT}register`, {
        _nonce: formNonce(registration, `${ACCOUNT}register`),
        name: 'Nonce Tester',
        email: 'nonce@example.com',
        password: 'a long enough password',
      });
      expect(registered.statusCode).toBe(303);

      const shopper = new Shopper(shop.app, `198.51.100.${++addresses}`);
      const html = (await shopper.get(ACCOUNT)).body;
      const before = (await shopper.request({ method: 'POST', url: '/api/statefront/v1/nonce' })).json()
        .nonce as string;
      const upload = () =>
        shopper.request({
          method: 'POST',
          url: MEDIA,
          headers: { 'content-type': 'application/json', 'x-statefront-nonce': before },
          payload: '{}',
        });
      // Good before login: the route gets past the nonce to the body it cannot take.
      expect((await upload()).json().code).toBe('rest_upload_no_data');
      const login = await shopper.postForm(`${ACCOUNT}login`, {
        _nonce: formNonce(html, `${ACCOUNT}login`),
        email: 'nonce@example.com',
        password: 'a long enough password',
      });
      expect(login.statusCode).toBe(303);
      const after = await upload();
      expect(after.statusCode).toBe(403);
      expect(after.json().code).toBe('rest_cookie_invalid_nonce');
    });
  });

  describe('finding 8: refused encodings', () => {
    it.each([
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, *', 'br'],
      ['br;q=0, gzip;q=0, *', undefined],
      ['*;q=0, identity', undefined],
      ['gzip, br;q=0.5', 'gzip'],
    ])('are never sent: Accept-Encoding %s gets %s', async (accept, encoding) => {
      const res = await shop.app.inject({ url: '/shop/', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
    });
  });

  describe('what a host expects: health checks', () => {
    it('GET /healthz says the process answers, never cached', async () => {
      const res = await shop.app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('GET /readyz says the database answers and its migrations are current, never cached', async () => {
      const res = await shop.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready' });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('finding 12: the public host', () => {
    it('comes from PUBLIC_URL, not from X-Forwarded-Host, behind a proxy', async () => {
      const app = await shop.appWith({ publicUrl: 'https://shop.example' });
      const res = await app.inject({
        url: '/product/mug/',
        headers: { 'x-forwarded-host': 'attacker.example', host: 'attacker.example' },
      });
      expect(res.statusCode).toBe(200);
      const href = parsePage(res.body).querySelector('.share__link--facebook')?.getAttribute('href') ?? '';
      expect(new URL(href).searchParams.get('u')).toBe('https://shop.example/product/mug/');
    });

    it('is required to start in production behind a proxy', () => {
      expect(() => readConfig({ TRUST_PROXY: 'yes', NODE_ENV: 'production' })).toThrow(/^PUBLIC_URL must be set/);
      expect(() => readConfig({ PUBLIC_URL: 'https://shop.example/path' })).toThrow(/^PUBLIC_URL must be/);
      expect(readConfig({ TRUST_PROXY: 'yes', PUBLIC_URL: 'https://shop.example' }).shop.publicUrl).toBe(
        'https://shop.example',
      );
    });
  });
});
