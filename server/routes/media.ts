import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { renderProductImageSvg } from '../media/product-image';

// A product has three drawn views; `?view=` picks one, any other value is refused.
const imageQuery = z.object({ view: z.enum(['1', '2', '3']).optional() });

/**
 * Product pictures, drawn on the server from the product itself: the demo catalogue needs
 * no image files and nothing from the internet. Cached for a day; a product's picture
 * only changes with its name or category.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const { shop } = app;
  app.get<{ Params: { file: string } }>('/media/products/:file', async (request, reply) => {
    const query = imageQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Unknown picture view: view is 1, 2 or 3.');
    }
    const match = /^([a-z0-9-]{1,120})\.svg$/.exec(request.params.file);
    const product = match?.[1] ? await shop.catalogue.productBySlug(match[1]) : undefined;
    if (!product) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const [category] = await shop.catalogue.categoriesOf(product.id);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
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
