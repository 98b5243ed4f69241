import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FILTER_LOGICS,
  filteredListingHref,
  filterParam,
  formatFilterValue,
  formFields,
  isTermSlug,
  LISTING_WIDGET_ID,
  MAX_FILTER_TERMS,
  NO_FILTER,
  readFilter,
  TAG_TAXONOMY,
  type TermFilter,
} from '../../domain/listingFilter';
import type { ListingView } from '../../ui/catalogue/types';
import { ORDERBY, ORDERBY_LABELS, type OrderBy, parseOrderBy } from '../catalogue/orderby';
import { renderTemplates } from '../content/render';
import type { ShopContext } from '../context';
import type { Category } from '../db/schema';
import { localHref, requestUrl } from '../http/urls';
import { layoutFor } from '../views/layout';
import { paginationView } from '../views/pagination';
import { categoryUrl, frozen, productCardView } from '../views/product';
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

/** Counts as the shop writes them: 100,000, not 100000. */
const grouped = new Intl.NumberFormat('en-US');
const count = (n: number) => grouped.format(n);

/** The sort form's choices: the same on every listing. */
const SORT_OPTIONS = frozen(ORDERBY.map((value) => ({ value, label: ORDERBY_LABELS[value] })));

export interface ListingRequest {
  category?: Category | undefined;
  orderby: OrderBy;
  paged: number;
  filter: TermFilter;
}

/**
 * The listing view of one page of a listing, or null when that page does not exist. The
 * page route and the refresh-loop call both build it, so both render the same listing.
 */
export async function buildListing(shop: ShopContext, url: URL, q: ListingRequest): Promise<ListingView | null> {
  const { category, filter } = q;
  const { perPage } = shop.settings;
  const [{ products, total }, choices] = await Promise.all([
    shop.catalogue.listProducts({
      orderBy: q.orderby,
      page: q.paged,
      perPage,
      tags: filter,
      ...(category ? { categoryId: category.id } : {}),
    }),
    shop.catalogue.tags(),
  ]);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (q.paged > pages) return null;

  const path = category ? categoryUrl(category.slug) : '/shop/';
  const unpaged = new URL(path, url);
  if (q.orderby !== 'menu_order') unpaged.searchParams.set('orderby', q.orderby);
  const base = filteredListingHref(localHref(unpaged), LISTING_WIDGET_ID, TAG_TAXONOMY, filter);
  const pageHref = (page: number) => (page > 1 ? `${base}${base.includes('?') ? '&' : '?'}paged=${page}` : base);
  const first = (q.paged - 1) * perPage + 1;
  const last = Math.min(total, q.paged * perPage);
  const resultCount =
    total === 0
      ? 'No products were found'
      : total === 1
        ? 'Showing the single result'
        : pages === 1
          ? `Showing all ${count(total)} results`
          : `Showing ${count(first)}–${count(last)} of ${count(total)} results`;
  // One address for every card of the page (each card copies it for its add-to-cart link).
  const pageUrl = new URL(pageHref(q.paged), url);
  const param = filterParam(LISTING_WIDGET_ID, TAG_TAXONOMY);
  const filterValue = filter.terms.length > 0 ? { [param]: formatFilterValue(filter) } : {};
  const orderParam: Record<string, string> = q.orderby !== 'menu_order' ? { orderby: q.orderby } : {};
  return {
    heading: category?.name ?? 'Shop',
    ...(category?.description ? { description: category.description } : {}),
    products: products.map((p) => productCardView(p, pageUrl)),
    resultCount,
    orderby: q.orderby,
    sortOptions: SORT_OPTIONS,
    keepParams: filterValue,
    pagination: paginationView(q.paged, pages, pageHref),
    filter: {
      widgetId: LISTING_WIDGET_ID,
      taxonomy: TAG_TAXONOMY,
      postId: category?.id ?? 0,
      action: path,
      keepParams: orderParam,
      allHref: filteredListingHref(localHref(unpaged), LISTING_WIDGET_ID, TAG_TAXONOMY, NO_FILTER),
      choices,
      filter,
    },
  };
}

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
