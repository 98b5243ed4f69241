import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTENT_DIR } from '../content/seed';
import { drawnPictureVersion, renderProductImageSvg } from '../media/product-image';

// A product has three drawn views; `?view=` picks one, any other value is refused.
const imageQuery = z.object({ view: z.enum(['1', '2', '3']).optional() });

/** `<slug>.svg`, or `<slug>.<version>.svg` as pages link to it. */
const PICTURE_FILE = /^([a-z0-9-]{1,120})(?:\.([A-Za-z0-9_-]{10}))?\.svg$/;

/**
 * Product pictures, drawn on the server from the product itself: the demo catalogue needs
 * no image files and nothing from the internet. At its current version's URL a picture
 * never changes: immutable for a year. At a URL without a version, or an old one (a
 * renamed product), it is the current picture for a day (decision 0161).
 */
export async function mediaRoutes(app: FastifyInstance) {
  const { shop } = app;
  app.get<{ Params: { file: string } }>('/media/products/:file', async (request, reply) => {
    const query = imageQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Unknown picture view: view is 1, 2 or 3.');
    }
    const match = PICTURE_FILE.exec(request.params.file);
    const product = match?.[1] ? await shop.catalogue.productBySlug(match[1]) : undefined;
    if (!product) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const [category] = await shop.catalogue.categoriesOf(product.id);
    const current = match?.[2] === drawnPictureVersion(product.slug, product.name);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        renderProductImageSvg({
          slug: product.slug,
          name: product.name,
          category: category?.slug ?? '',
          view: Number(query.data.view ?? 1) as 1 | 2 | 3,
        }),
      );
  });
}

/** Demo videos and their captions, as files in content/media: a name, `.webm` or `.vtt`. */
const VIDEO_FILE = /^[a-z0-9-]{1,120}\.(webm|vtt)$/;
const VIDEO_TYPES = { webm: 'video/webm', vtt: 'text/vtt; charset=utf-8' } as const;
const byteRange = z.string().regex(/^bytes=(\d{0,12})-(\d{0,12})$/);

/**
 * Product videos (migration 015) and their caption tracks, served from content/media for a
 * day. A `Range: bytes=a-b` request gets its part (206) so players can seek; a range past
 * the end is a 416. Any other name is a 404, never a path outside the folder.
 */
export async function videoRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/media/video/:file', async (request, reply) => {
    const match = VIDEO_FILE.exec(request.params.file);
    const body = match ? await readFile(path.join(CONTENT_DIR, 'media', request.params.file)).catch(() => null) : null;
    if (!match || !body) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply
      .type(VIDEO_TYPES[match[1] as keyof typeof VIDEO_TYPES])
      .header('cache-control', 'public, max-age=86400')
      .header('accept-ranges', 'bytes');
    const range = byteRange.safeParse(request.headers.range);
    if (!range.success) return reply.send(body);
    const [, from = '', to = ''] = /^bytes=(\d*)-(\d*)$/.exec(range.data) ?? [];
    const start = from === '' ? Math.max(0, body.length - Number(to)) : Number(from);
    const end = from === '' || to === '' ? body.length - 1 : Math.min(Number(to), body.length - 1);
    if (start > end || start >= body.length) {
      return reply.code(416).header('content-range', `bytes */${body.length}`).send('Range not satisfiable');
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${body.length}`)
      .send(body.subarray(start, end + 1));
  });
}
