import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDERBY, ORDERBY_LABELS, type OrderBy, parseOrderBy } from '../catalogue/orderby';
import type { Category } from '../db/schema';
import { requestUrl } from '../http/urls';
import { layoutFor } from '../views/layout';
import { categoryUrl, productCardView, productView } from '../views/product';

/**
 * The listing's query. A repeated or unknown orderby falls back to the default order;
 * a paged that is not a page number gives 0, which the route answers with a 404.
 */
function parseListingQuery(query: unknown): { orderby: OrderBy; paged: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const paged = q.paged === undefined ? 1 : (PageNumber.safeParse(q.paged).data ?? 0);
  return { orderby: parseOrderBy(q.orderby), paged };
}
const PageNumber = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);

export { requestUrl };

export async function catalogueRoutes(app: FastifyInstance) {
  const { shop } = app;

  async function listing(request: FastifyRequest, reply: FastifyReply, category?: Category) {
    const query = parseListingQuery(request.query);
    if (query.paged < 1) return app.notFound(request, reply);
    const { perPage } = shop.settings;
    const { products, total } = await shop.catalogue.listProducts({
      orderBy: query.orderby,
      page: query.paged,
      perPage,
      ...(category ? { categoryId: category.id } : {}),
    });
    const pages = Math.max(1, Math.ceil(total / perPage));
    if (query.paged > pages) return app.notFound(request, reply);

    const url = requestUrl(request);
    const path = category ? categoryUrl(category.slug) : '/shop/';
    const pageHref = (page: number) => {
      const u = new URL(path, url);
      if (query.orderby !== 'menu_order') u.searchParams.set('orderby', query.orderby);
      if (page > 1) u.searchParams.set('paged', String(page));
      return `${u.pathname}${u.search}`;
    };
    const first = (query.paged - 1) * perPage + 1;
    const last = Math.min(total, query.paged * perPage);
    const resultCount =
      total === 0
        ? 'No products were found'
        : total === 1
          ? 'Showing the single result'
          : pages === 1
            ? `Showing all ${total} results`
            : `Showing ${first}–${last} of ${total} results`;
    const heading = category?.name ?? 'Shop';
    return reply.page(
      'shop',
      {
        layout: await layoutFor(shop, request, reply, { currentPath: path }),
        listing: {
          heading,
          ...(category?.description ? { description: category.description } : {}),
          products: products.map((p) => productCardView(p, new URL(pageHref(query.paged), url))),
          resultCount,
          orderby: query.orderby,
          sortOptions: ORDERBY.map((value) => ({ value, label: ORDERBY_LABELS[value] })),
          keepParams: {},
          pagination: {
            current: query.paged,
            total: pages,
            links: Array.from({ length: pages }, (_, i) => ({ page: i + 1, href: pageHref(i + 1) })),
          },
        },
      },
      {
        title: `${heading}${query.paged > 1 ? ` – Page ${query.paged}` : ''} – ${shop.settings.name}`,
        description: category?.description ?? `Everything sold by ${shop.settings.name}.`,
      },
    );
  }

  app.get('/', async (_request, reply) => reply.redirect('/shop/', 302));
  app.get('/shop/', (request, reply) => listing(request, reply));
  app.get<{ Params: { slug: string } }>('/product-category/:slug/', async (request, reply) => {
    const category = await shop.catalogue.categoryBySlug(request.params.slug);
    if (!category) return app.notFound(request, reply);
    return listing(request, reply, category);
  });

  app.get<{ Params: { slug: string } }>('/product/:slug/', async (request, reply) => {
    const product = await shop.catalogue.productBySlug(request.params.slug);
    if (!product) return app.notFound(request, reply);
    const [categories, tags] = await Promise.all([
      shop.catalogue.categoriesOf(product.id),
      shop.catalogue.tagsOf(product.id),
    ]);
    const view = productView(product, requestUrl(request), categories, tags);
    return reply.page(
      'product',
      { layout: await layoutFor(shop, request, reply, { currentPath: view.url }), product: view },
      { title: `${product.name} – ${shop.settings.name}`, description: product.short_description },
    );
  });
}
