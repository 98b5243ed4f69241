import { describe, expect, it } from 'vitest';
import { parsePage, Shopper, testProduct, textOf } from '../support/app';
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
});
