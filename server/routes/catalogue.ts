import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FILTER_LOGICS,
  filteredListingHref,
  formFields,
  isTermSlug,
  LISTING_WIDGET_ID,
  MAX_FILTER_TERMS,
  readFilter,
  TAG_TAXONOMY,
} from '../../domain/listingFilter';
import { type OrderBy, parseOrderBy } from '../catalogue/orderby';
import { renderTemplates } from '../content/render';
import type { Category } from '../db/schema';
import { localHref, requestUrl } from '../http/urls';
import { categoryUrl } from '../view-parts/shared';
import { layoutFor } from '../views/layout';
import { buildListing } from '../views/listing';
import { renderProductPage } from '../views/product-page';

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
    const url = requestUrl(request);
    // The no-JavaScript filter form: its fields become the filter parameter, at page 1.
    const fields = formFields(LISTING_WIDGET_ID);
    if (url.searchParams.has(fields.terms) || url.searchParams.has(fields.logic)) {
      const terms = [...new Set(url.searchParams.getAll(fields.terms).filter(isTermSlug))].slice(0, MAX_FILTER_TERMS);
      const logic = FILTER_LOGICS.find((l) => l === url.searchParams.get(fields.logic)) ?? 'or';
      url.searchParams.delete(fields.terms);
      url.searchParams.delete(fields.logic);
      return reply.redirect(
        filteredListingHref(localHref(url), LISTING_WIDGET_ID, TAG_TAXONOMY, { terms, logic }),
        303,
      );
    }
    const query = parseListingQuery(request.query);
    if (query.paged < 1) return app.notFound(request, reply);
    const filter = readFilter(url.searchParams, LISTING_WIDGET_ID, TAG_TAXONOMY);
    const view = await buildListing(shop, url, { category, ...query, filter });
    if (!view) return app.notFound(request, reply);
    const path = category ? categoryUrl(category.slug) : '/shop/';
    const [layout, templates] = await Promise.all([
      layoutFor(shop, request, reply, { currentPath: path }),
      renderTemplates(['product-archive'], { shop, url, paged: 1 }, request.log),
    ]);
    const archive = templates['product-archive'];
    return reply.page(
      'shop',
      { layout, listing: view, ...(archive ? { archive } : {}) },
      {
        title: `${view.heading}${query.paged > 1 ? ` – Page ${query.paged}` : ''} – ${shop.settings.name}`,
        description: category?.description ?? `Everything sold by ${shop.settings.name}.`,
      },
    );
  }

  // The catalogue's pages are the same for every visitor without a session (decision 0160).
  const anonymousPage = { config: { anonymousPage: true } };
  app.get('/shop/', anonymousPage, (request, reply) => listing(request, reply));
  app.get<{ Params: { slug: string } }>('/product-category/:slug/', anonymousPage, async (request, reply) => {
    const category = await shop.catalogue.categoryBySlug(request.params.slug);
    if (!category) return app.notFound(request, reply);
    return listing(request, reply, category);
  });

  app.get<{ Params: { slug: string } }>('/product/:slug/', anonymousPage, async (request, reply) => {
    const product = await shop.catalogue.productBySlug(request.params.slug);
    if (!product) return app.notFound(request, reply);
    return renderProductPage(request, reply, product);
  });
}
