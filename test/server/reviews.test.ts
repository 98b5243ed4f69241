import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formNonce, parsePage, Shopper, testProduct, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const MEDIA = '/api/statefront/v1/media';
const REVIEWS = '/api/statefront/v1/products/reviews';

/** A photo made here: a gradient, so it compresses like a picture rather than a flat colour. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG whose header claims `width` × `height` pixels: what a decompression bomb looks like before decoding. */
async function claimedPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo(1, 1, 'png'));
  // The IHDR chunk: length (4), type (4) at byte 12, then width and height, then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----statefront${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A form post as a browser sends it from the shop's own page: it says so in Sec-Fetch-Site. */
const sentByBrowser = (body: { payload: Buffer; headers: Record<string, string> }) => ({
  payload: body.payload,
  headers: { ...body.headers, 'sec-fetch-site': 'same-origin' },
});

describeOnDatabases('product reviews with a photo', (database) => {
  const shop = useTestShop(database, {
    seed: [
      (db) =>
        db
          .insertInto('products')
          .values([
            testProduct({
              slug: 'mug',
              name: 'Blue mug',
              sku: 'SF-MUG',
              price_cents: 1200,
              rating: 4,
              rating_count: 1,
              rating_sum: 4,
            }),
            testProduct({
              slug: 'lamp',
              name: 'Desk lamp',
              sku: 'SF-LMP',
              price_cents: 4500,
              rating: 4.4,
              rating_count: 10,
              rating_sum: 44,
            }),
            testProduct({ slug: 'vase', name: 'Tall vase', sku: 'SF-VAS', price_cents: 3000 }),
          ])
          .execute(),
    ],
  });
  let addresses = 0;
  let bigJpeg: Buffer;

  beforeAll(async () => {
    bigJpeg = await photo(3000, 2000);
  });

  /** A visitor from an address of their own (the limits are per address), with their REST nonce. */
  async function visitor() {
    const shopper = new Shopper(shop.app, `198.51.100.${++addresses}`);
    const html = (await shopper.get('/product/mug/')).body;
    const nonce = (await shopper.request({ method: 'POST', url: '/api/statefront/v1/nonce' })).json().nonce as string;
    return { shopper, nonce, html };
  }

  function upload(
    shopper: Shopper,
    nonce: string,
    data: Buffer,
    filename = 'photo.jpg',
    type = 'image/jpeg',
  ): Promise<LightMyRequestResponse> {
    const body = multipart({}, { name: 'file', filename, type, data });
    return shopper.request({
      method: 'POST',
      url: MEDIA,
      headers: { ...body.headers, 'x-statefront-nonce': nonce },
      payload: body.payload,
    });
  }

  function postReview(shopper: Shopper, nonce: string, review: Record<string, unknown>) {
    return shopper.request({
      method: 'POST',
      url: REVIEWS,
      headers: { 'content-type': 'application/json', 'x-statefront-nonce': nonce },
      payload: JSON.stringify(review),
    });
  }

  const idOf = async (slug: string) =>
    (await shop.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  const imageSize = async (shopper: Shopper, url: string) => {
    const res = await shopper.get(url);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    return { type: res.headers['content-type'], width: meta.width, height: meta.height, exif: meta.exif };
  };

  describe('photo upload', () => {
    it('scales a large photo down to 1600 pixels, with a 320-pixel thumbnail, and serves both', async () => {
      const { shopper, nonce } = await visitor();
      const res = await upload(shopper, nonce, bigJpeg);
      expect(res.statusCode).toBe(201);
      const media = res.json();
      expect(media).toMatchObject({
        id: expect.stringMatching(/^[\w-]{22}$/),
        mime_type: 'image/jpeg',
        media_details: { width: 1600, height: 1067, sizes: { thumbnail: { width: 320, height: 213 } } },
      });
      expect(await imageSize(shopper, media.source_url)).toMatchObject({
        type: 'image/jpeg',
        width: 1600,
        height: 1067,
      });
      expect(await imageSize(shopper, media.media_details.sizes.thumbnail.source_url)).toMatchObject({
        width: 320,
        height: 213,
      });
    });

    it('keeps a small photo at its size, turned upright, with its camera data (and location) removed', async () => {
      const { shopper, nonce } = await visitor();
      // Stored sideways, with the EXIF orientation that says "turn it a quarter".
      const sideways = await sharp(await photo(600, 400))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      const res = await upload(shopper, nonce, sideways);
      expect(res.statusCode).toBe(201);
      expect(res.json().media_details).toMatchObject({ width: 400, height: 600 });
      const served = await imageSize(shopper, res.json().source_url);
      expect(served).toMatchObject({ width: 400, height: 600, exif: undefined });
    });

    it('takes PNG and WebP photos too, and serves them as JPEG', async () => {
      const { shopper, nonce } = await visitor();
      const png = await upload(shopper, nonce, await photo(500, 500, 'png'), 'photo.png', 'image/png');
      expect(png.statusCode).toBe(201);
      expect(png.json()).toMatchObject({ mime_type: 'image/jpeg', media_details: { width: 500, height: 500 } });
      const webp = await sharp(await photo(300, 200))
        .webp()
        .toBuffer();
      expect((await upload(shopper, nonce, webp, 'photo.webp', 'image/webp')).statusCode).toBe(201);
    });

    it('refuses a file that is not a photo, whatever its name and type say', async () => {
      const { shopper, nonce } = await visitor();
      for (const data of [
        Buffer.from('GIF89a? no, just text'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ]) {
        const res = await upload(shopper, nonce, data);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'rest_upload_not_image',
          message: 'This file is not a photo we can use. Please choose a JPEG, PNG or WebP image.',
          data: { status: 400 },
        });
      }
    });

    it('refuses a file over 10 MB, and a photo of more than 40 megapixels, before decoding it', async () => {
      const { shopper, nonce } = await visitor();
      const heavy = await upload(shopper, nonce, Buffer.concat([bigJpeg, randomBytes(10 * 1024 * 1024)]));
      expect(heavy.statusCode).toBe(413);
      expect(heavy.json()).toEqual({
        code: 'rest_upload_too_large',
        message: 'This photo is too large. Please choose one under 10 MB.',
        data: { status: 413 },
      });
      const bomb = await upload(shopper, nonce, await claimedPng(20_000, 20_000), 'bomb.png', 'image/png');
      expect(bomb.statusCode).toBe(413);
      expect(bomb.json()).toMatchObject({
        code: 'rest_upload_too_large',
        message: 'This photo has too many pixels. Please choose one under 40 megapixels.',
      });
    });

    it('answers a photo it stored but could not process with its attachment id, and post-processes on request', async () => {
      const { shopper, nonce } = await visitor();
      const good = (await upload(shopper, nonce, bigJpeg)).json();
      // Post-processing a finished photo again answers the photo: a retry after a lost answer is safe.
      const again = await shopper.request({
        method: 'POST',
        url: `${MEDIA}/${good.id}/post-process`,
        headers: { 'content-type': 'application/json', 'x-statefront-nonce': nonce },
        payload: JSON.stringify({ action: 'create-image-subsizes' }),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(good);

      // A photo cut off in transfer: its header reads, its pixels do not.
      const cut = bigJpeg.subarray(0, Math.floor(bigJpeg.length / 3));
      const failed = await upload(shopper, nonce, cut);
      expect(failed.statusCode).toBe(500);
      const attachment = failed.headers['x-statefront-upload-attachment-id'] as string;
      expect(attachment).toMatch(/^[\w-]{22}$/);
      expect(failed.json()).toMatchObject({ code: 'rest_upload_post_process', data: { status: 500 } });
      const retry = await shopper.request({
        method: 'POST',
        url: `${MEDIA}/${attachment}/post-process`,
        headers: { 'content-type': 'application/json', 'x-statefront-nonce': nonce },
        payload: JSON.stringify({ action: 'create-image-subsizes' }),
      });
      expect(retry.statusCode).toBe(500);
      expect(retry.json()).toMatchObject({ code: 'rest_upload_post_process' });

      // Nobody else's, nor a made-up one.
      const other = await visitor();
      const theirs = await other.shopper.request({
        method: 'POST',
        url: `${MEDIA}/${good.id}/post-process`,
        headers: { 'content-type': 'application/json', 'x-statefront-nonce': other.nonce },
        payload: JSON.stringify({ action: 'create-image-subsizes' }),
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ code: 'rest_upload_unknown' });
    });

    it('needs the REST nonce and lets an address upload 10 photos an hour', async () => {
      const { shopper, nonce } = await visitor();
      const small = await photo(64, 48);
      expect((await upload(shopper, 'nonsense', small)).statusCode).toBe(403);
      for (let i = 0; i < 10; i++) expect((await upload(shopper, nonce, small)).statusCode).toBe(201);
      const eleventh = await upload(shopper, nonce, small);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.headers['retry-after']).toBe('3600');
      expect(eleventh.json()).toMatchObject({
        code: 'rest_too_many_uploads',
        message: 'You have added several photos in a short time. Please try again in an hour.',
      });
    });
  });

  it('sweeps photos no review took within a day, and keeps those on a review after their session ends', async () => {
    const { shopper, nonce } = await visitor();
    const kept = (await upload(shopper, nonce, await photo(64, 48))).json().id as string;
    const left = (await upload(shopper, nonce, await photo(64, 48))).json().id as string;
    const lamp = await idOf('lamp');
    expect(
      (
        await postReview(shopper, nonce, {
          product_id: lamp,
          rating: 4,
          reviewer: 'Cy',
          review: 'Nice.',
          photo_id: kept,
        })
      ).statusCode,
    ).toBe(201);
    await sql`update review_photos set created_at = now() - interval '25 hours' where id in (${kept}, ${left})`.execute(
      shop.db,
    );
    await shop.db
      .deleteFrom('sessions')
      .where('id', '=', shopper.cookies.get('sf_session') ?? '')
      .execute();

    const { sweepOnce } = await import('../../server/maintenance/sweeper');
    expect(await sweepOnce(shop.db, { nonceLifetimeSeconds: 3600 })).toMatchObject({ swept: true, reviewPhotos: 1 });
    const photos = await shop.db.selectFrom('review_photos').select('id').where('id', 'in', [kept, left]).execute();
    expect(photos.map((p) => p.id)).toEqual([kept]);
    expect((await shopper.get(`/media/reviews/${kept}-thumb.jpg`)).statusCode).toBe(200);
    expect((await shopper.get(`/media/reviews/${left}-thumb.jpg`)).statusCode).toBe(404);
  });

  describe('reviews', () => {
    it('stores a review with its photo, shows it on the product page and moves the average rating', async () => {
      const { shopper, nonce } = await visitor();
      const media = (await upload(shopper, nonce, bigJpeg)).json();
      const mug = await idOf('mug');
      const res = await postReview(shopper, nonce, {
        product_id: mug,
        rating: 5,
        reviewer: 'Ada',
        review: 'Keeps tea hot <b>for hours</b>.',
        photo_id: media.id,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        product_id: mug,
        rating: 5,
        reviewer: 'Ada',
        review: 'Keeps tea hot <b>for hours</b>.',
        photo: { source_url: media.source_url, thumbnail_url: media.media_details.sizes.thumbnail.source_url },
        product_rating: { average: '4.50', count: 2 },
      });
      // One earlier rating of 4 and this 5.
      expect(
        await shop.db
          .selectFrom('products')
          .select(['rating', 'rating_count'])
          .where('id', '=', mug)
          .executeTakeFirst(),
      ).toMatchObject({ rating: '4.50', rating_count: 2 });

      const page = parsePage((await shopper.get('/product/mug/')).body);
      expect(textOf(page.querySelector('.reviews__average'))).toBe('Rated 4.50 out of 5 based on 2 customer ratings');
      const review = page.querySelector('.review');
      expect(textOf(review?.querySelector('.review__rating'))).toBe('Rated 5 out of 5');
      expect(textOf(review?.querySelector('.review__text'))).toBe('Keeps tea hot <b>for hours</b>.');
      expect(review?.querySelector('.review__text b')).toBeNull();
      expect(review?.querySelector('img')?.getAttribute('src')).toBe(media.media_details.sizes.thumbnail.source_url);
      expect(review?.querySelector('img')?.getAttribute('alt')).toBe('Uploaded by Ada (full size)');

      // The "rating" sort now puts the mug (4.50) before the lamp (4.40).
      const listing = parsePage((await shopper.get('/shop/?orderby=rating')).body);
      const names = [...listing.querySelectorAll('.product-card__title')].map((el) => textOf(el));
      expect(names.indexOf('Blue mug')).toBeLessThan(names.indexOf('Desk lamp'));

      // A photo goes with one review only.
      const reuse = await postReview(shopper, nonce, {
        product_id: mug,
        rating: 4,
        reviewer: 'Ada',
        review: 'Again.',
        photo_id: media.id,
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().data.params).toEqual({ photo_id: 'This photo could not be found. Please add it again.' });
    });

    it('refuses a review with a clear message per field', async () => {
      const { shopper, nonce } = await visitor();
      const res = await postReview(shopper, nonce, { product_id: 999_999, rating: 7, reviewer: '', review: ' ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: {
          params: {
            product_id: 'This product could not be found.',
            rating: 'Please choose a rating from 1 to 5 stars.',
            reviewer: 'Please enter your name.',
            review: 'Please write your review.',
          },
        },
      });
    });

    it('lets an address post 5 reviews an hour', async () => {
      const { shopper, nonce } = await visitor();
      const vase = await idOf('vase');
      for (let i = 0; i < 5; i++) {
        const res = await postReview(shopper, nonce, {
          product_id: vase,
          rating: 3,
          reviewer: 'Bo',
          review: `Fine ${i}`,
        });
        expect(res.statusCode).toBe(201);
      }
      const sixth = await postReview(shopper, nonce, { product_id: vase, rating: 1, reviewer: 'Bo', review: 'Spam' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBe('3600');
      expect(sixth.json()).toMatchObject({
        code: 'rest_too_many_reviews',
        message: 'You have posted several reviews in a short time. Please try again in an hour.',
      });
      expect(
        await shop.db
          .selectFrom('products')
          .select(['rating', 'rating_count'])
          .where('id', '=', vase)
          .executeTakeFirst(),
      ).toMatchObject({ rating: '3.00', rating_count: 5 });
    });

    it('without JavaScript, posts the review form with its photo as multipart and shows the review', async () => {
      const { shopper } = await visitor();
      // A visitor without a session gets the form every such visitor gets: no nonce in it.
      const form = multipart(
        { _nonce: '', rating: '4', reviewer: 'Grace', review: 'Sturdy.' },
        { name: 'photo', filename: 'mug.png', type: 'image/png', data: await photo(2400, 1800, 'png') },
      );
      const res = await shopper.request({ method: 'POST', url: '/product/mug/reviews/', ...sentByBrowser(form) });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/product/mug/#reviews');
      const page = parsePage((await shopper.get('/product/mug/')).body);
      expect(textOf(page.querySelector('.notices-wrapper'))).toContain('Thank you for your review of “Blue mug”.');
      const review = [...page.querySelectorAll('.review')].find(
        (r) => textOf(r.querySelector('.review__author')) === 'Grace',
      );
      const thumb = review?.querySelector('img')?.getAttribute('src') ?? '';
      expect(await imageSize(shopper, thumb)).toMatchObject({ width: 320, height: 240 });
    });

    it('without JavaScript and without a session, refuses a post the browser does not say came from the shop', async () => {
      const { shopper } = await visitor();
      const fields = { _nonce: '', rating: '2', reviewer: 'Mallory', review: 'Posted by a script.' };
      // A client that is not a browser says nothing about where the post came from.
      const script = await shopper.request({ method: 'POST', url: '/product/vase/reviews/', ...multipart(fields) });
      expect(script.statusCode).toBe(403);
      const page = parsePage(script.body);
      expect(textOf(page.querySelector('.notices-wrapper'))).toContain('We could not verify your review');
      expect(page.querySelector('textarea[name="review"]')?.textContent).toBe('Posted by a script.');
      // Another site's page: the browser says so, and nothing is changed.
      const crossSite = await shopper.request({
        method: 'POST',
        url: '/product/vase/reviews/',
        ...multipart(fields),
        headers: { ...multipart(fields).headers, 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(
        await shop.db.selectFrom('product_reviews').select('id').where('reviewer', '=', 'Mallory').execute(),
      ).toEqual([]);
    });

    it('without JavaScript, a shopper with a session posts with the nonce their page carries', async () => {
      const shopper = new Shopper(shop.app, `198.51.100.${++addresses}`);
      expect((await shopper.get(`/shop/?add-to-cart=${await idOf('vase')}`)).statusCode).toBe(303);
      const html = (await shopper.get('/product/vase/')).body;
      const fields = { rating: '5', reviewer: 'Sam', review: 'Holds tulips.' };
      const stale = multipart({ ...fields, _nonce: 'stale' });
      const refused = await shopper.request({ method: 'POST', url: '/product/vase/reviews/', ...sentByBrowser(stale) });
      expect(refused.statusCode).toBe(403);
      const form = multipart({ ...fields, _nonce: formNonce(html, '/product/vase/reviews/') });
      const res = await shopper.request({ method: 'POST', url: '/product/vase/reviews/', ...sentByBrowser(form) });
      expect(res.statusCode).toBe(303);
    });

    it('without JavaScript, shows what to fix and keeps what was typed', async () => {
      const { shopper } = await visitor();
      const form = multipart(
        { _nonce: '', reviewer: 'Grace', review: 'Sturdy and <i>blue</i>.' },
        { name: 'photo', filename: 'notes.txt', type: 'text/plain', data: Buffer.from('not a photo') },
      );
      const res = await shopper.request({ method: 'POST', url: '/product/mug/reviews/', ...sentByBrowser(form) });
      expect(res.statusCode).toBe(422);
      const page = parsePage(res.body);
      expect(textOf(page.querySelector('#review-rating-error'))).toBe('Please choose a rating from 1 to 5 stars.');
      expect(textOf(page.querySelector('#review-photo-error'))).toBe(
        'This file is not a photo we can use. Please choose a JPEG, PNG or WebP image.',
      );
      // Each message sits in its field's row as a browser parses the page (a paragraph inside a
      // paragraph would be pushed out of it), so it hydrates as the server sent it.
      for (const name of ['rating', 'photo']) {
        const row = page.querySelector(`#review-${name}-error`)?.closest('.form-row--invalid') ?? null;
        expect(row).not.toBeNull();
        expect(row?.querySelector(`#review-${name}`)?.id).toBe(`review-${name}`);
      }
      expect(page.querySelector('textarea[name="review"]')?.textContent).toBe('Sturdy and <i>blue</i>.');
      expect(page.querySelector('input[name="reviewer"]')?.getAttribute('value')).toBe('Grace');
      // A nonce that is sent must be good, whatever the browser says.
      const stale = multipart({ _nonce: 'stale', rating: '4', reviewer: 'Grace', review: 'Sturdy.' });
      const refused = await shopper.request({ method: 'POST', url: '/product/mug/reviews/', ...sentByBrowser(stale) });
      expect(refused.statusCode).toBe(403);
    });

    it('keeps the product page the same for every visitor without a session: shared, no cookie set', async () => {
      const first = await shop.app.inject({ url: '/product/lamp/' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
      expect(first.headers['set-cookie']).toBeUndefined();
      const form = parsePage(first.body).querySelector('form[action="/product/lamp/reviews/"]');
      expect(form?.querySelector('input[name="_nonce"]')?.getAttribute('value')).toBe('');
      // A visitor holding a guest cookie (the account page's forms set one) gets the same bytes.
      const guest = new Shopper(shop.app, `198.51.100.${++addresses}`);
      await guest.get('/my-account/');
      expect(guest.cookies.has('sf_guest')).toBe(true);
      const theirs = await guest.get('/product/lamp/');
      expect(theirs.headers['set-cookie']).toBeUndefined();
      expect(theirs.body).toBe(first.body);
    });

    it('shows the next visitor without a session a review written to the database by anything', async () => {
      const lamp = await idOf('lamp');
      const page = async () => parsePage((await shop.app.inject({ url: '/product/lamp/' })).body);
      const authors = async () => [...(await page()).querySelectorAll('.review__author')].map((el) => textOf(el));
      expect(await authors()).not.toContain('Imported Ivy');
      // As an import would: a review row only, the product row untouched.
      await shop.db
        .insertInto('product_reviews')
        .values({ product_id: lamp, rating: 5, reviewer: 'Imported Ivy', review: 'Bright.', ip: '192.0.2.1' })
        .execute();
      // The database tells the server on its own connection: on Postgres a moment later.
      await expect.poll(authors).toContain('Imported Ivy');
    });
  });
});
