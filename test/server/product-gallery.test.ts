import { expect, it } from 'vitest';
import { parseLightboxHref } from '../../domain/actionLinks';
import { seedDemoCatalogue } from '../../server/db/seed';
import { parsePage } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const SLUG = 'giant-soup-mug';
const VIDEO = '/media/video/speckled-stoneware-mug.webm';

describeOnDatabases('product gallery', (database) => {
  const shop = useTestShop(database, { seed: [seedDemoCatalogue] });

  it('shows three views of the picture, each a plain link to the full image carrying its lightbox link', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/product/${SLUG}/` });
    expect(response.statusCode).toBe(200);
    const doc = parsePage(response.body);
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-island="ProductGallery"] a')];
    const base = doc.querySelector('.product__image')?.getAttribute('src') ?? '';
    expect(base).toMatch(/^\/media\/products\/giant-soup-mug\.[A-Za-z0-9_-]{10}\.svg$/);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([base, `${base}?view=2`, `${base}?view=3`]);
    const slides = links.map((a) => parseLightboxHref(a.dataset.actionHref ?? '', 'http://localhost'));
    expect(slides).toEqual([
      { type: 'image', src: base, title: 'Giant Soup Mug', slideshow: 'gallery' },
      { type: 'image', src: `${base}?view=2`, title: 'Giant Soup Mug, side view', slideshow: 'gallery' },
      { type: 'image', src: `${base}?view=3`, title: 'Giant Soup Mug, close-up', slideshow: 'gallery' },
    ]);
  });

  it('draws each view as its own picture', async () => {
    const bodies = await Promise.all(
      ['', '?view=1', '?view=2', '?view=3'].map(async (query) => {
        const response = await shop.app.inject({ method: 'GET', url: `/media/products/${SLUG}.svg${query}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('image/svg+xml');
        return response.body;
      }),
    );
    expect(bodies[1]).toBe(bodies[0]);
    expect(new Set(bodies.slice(1)).size).toBe(3);
  });

  it('sends the picture at its versioned URL as immutable for a year, and anew when the product is renamed', async () => {
    const picture = async () =>
      parsePage((await shop.app.inject({ url: `/product/${SLUG}/` })).body)
        .querySelector('.product__image')
        ?.getAttribute('src') ?? '';
    const before = await picture();
    const versioned = await shop.app.inject({ url: before });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.body).toContain('Giant Soup Mug');
    const plain = await shop.app.inject({ url: `/media/products/${SLUG}.svg` });
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
    expect(plain.body).toBe(versioned.body);

    await shop.db.updateTable('products').set({ name: 'Giant Stew Mug' }).where('slug', '=', SLUG).execute();
    try {
      await expect.poll(picture).not.toBe(before);
      const renamed = await shop.app.inject({ url: await picture() });
      expect(renamed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(renamed.body).toContain('Giant Stew Mug');
      // The old URL is not this picture any more: it may be kept for a day, not a year.
      const old = await shop.app.inject({ url: before });
      expect(old.headers['cache-control']).toBe('public, max-age=86400');
    } finally {
      await shop.db.updateTable('products').set({ name: 'Giant Soup Mug' }).where('slug', '=', SLUG).execute();
    }
  });

  it.each([['0'], ['4'], ['2.0'], ['x'], ['%3Cscript%3E'], ['1&view=2']])(
    'refuses the picture view %s with a 400',
    async (view) => {
      const response = await shop.app.inject({ method: 'GET', url: `/media/products/${SLUG}.svg?view=${view}` });
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('Unknown picture view: view is 1, 2 or 3.');
    },
  );

  // The product video (migration 015).
  it('is seeded for a demo product and ends its gallery: a plain link to the file, and a video slide', async () => {
    const row = await shop.db
      .selectFrom('products')
      .select('video_url')
      .where('slug', '=', 'speckled-stoneware-mug')
      .executeTakeFirstOrThrow();
    expect(row.video_url).toBe(VIDEO);
    const doc = parsePage((await shop.app.inject({ url: '/product/speckled-stoneware-mug/' })).body);
    const last = [...doc.querySelectorAll<HTMLAnchorElement>('[data-island="ProductGallery"] a')].at(-1);
    expect(last?.getAttribute('href')).toBe(VIDEO);
    expect(last?.querySelector('img')?.getAttribute('alt')).toBe('Play video: Speckled Stoneware Mug, video');
    expect(parseLightboxHref(last?.dataset.actionHref ?? '', 'http://localhost')).toEqual({
      type: 'video',
      videoType: 'hosted',
      src: VIDEO,
      title: 'Speckled Stoneware Mug, video',
      slideshow: 'gallery',
    });
    // A product without a video has no video link.
    const plain = parsePage((await shop.app.inject({ url: '/product/giant-soup-mug/' })).body);
    expect(plain.querySelector('.product-gallery__link--video')).toBeNull();
  });

  it('serves the video and its captions, in parts for seeking', async () => {
    const whole = await shop.app.inject({ url: VIDEO });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBeGreaterThan(1000);
    expect(whole.rawPayload.length).toBeLessThan(200_000);
    const part = await shop.app.inject({ url: VIDEO, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
    const past = await shop.app.inject({ url: VIDEO, headers: { range: 'bytes=999999-' } });
    expect(past.statusCode).toBe(416);
    const captions = await shop.app.inject({ url: '/media/video/speckled-stoneware-mug.vtt' });
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
  });

  it('answers a clear 404 for any other name, never a file outside its folder', async () => {
    for (const url of ['/media/video/nothing.webm', '/media/video/..%2Fhome.json', '/media/video/home.json']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe('Not found');
    }
  });
});
