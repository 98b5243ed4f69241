import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CATEGORY_TAXONOMY,
  isTermSlug,
  LISTING_WIDGET_ID,
  MAX_FILTER_TERMS,
  NO_FILTER,
  REFRESH_LOOP_ROUTE,
  TAG_TAXONOMY,
} from '../../domain/listingFilter';
import { parseOrderBy } from '../catalogue/orderby';
import { refreshedWidget } from '../content/refresh';
import { listingFilterErrors } from '../http/error-replies';
import { RestError } from '../http/rest';
import { zodRoutes } from '../http/schema';
import { requestUrl } from '../http/urls';
import { categoryUrl } from '../view-parts/shared';
import { buildStorefrontConfig } from '../views/layout';
import { buildListing } from '../views/listing';

const taxonomyFilter = <T extends string>(taxonomy: T) =>
  z.object({
    filterType: z.literal('taxonomy'),
    filterData: z.object({
      terms: z.array(z.string().refine(isTermSlug, 'not a term slug')).max(MAX_FILTER_TERMS),
      selectedTaxonomy: z.literal(taxonomy),
      logicalJoin: z.enum(['and', 'or', 'not']),
    }),
  });

/**
 * The refresh-loop body. Edit-mode fields are not for shoppers and are ignored; an unknown
 * taxonomy is refused. `widget_id` is the shop listing's (`post_id` 0 or a category id), or
 * a content widget's element id (`post_id` its document's id), one taxonomy at a time.
 */
const RefreshLoopBody = z.object({
  post_id: z.number().int().min(0).max(2_147_483_647),
  widget_filters: z
    .strictObject({
      [TAG_TAXONOMY]: taxonomyFilter(TAG_TAXONOMY).optional(),
      [CATEGORY_TAXONOMY]: taxonomyFilter(CATEGORY_TAXONOMY).optional(),
    })
    .refine((f) => Object.keys(f).length <= 1, 'one taxonomy at a time'),
  widget_id: z.string().regex(/^[a-z0-9]{1,16}$/, 'not a widget id'),
  pagination_base_url: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/, 'a path on this site'),
});

/** The page the pagination base names; anything but a plain page number is page 1. */
const pageOf = (paged: string | null): number => (paged && /^[1-9]\d{0,5}$/.test(paged) ? Number(paged) : 1);

/**
 * POST {rest}statefront/v1/refresh-loop: the filtered listing region,
 * rendered by the page's own components, as `{ data: "<markup>" }`. Reads only, so no
 * nonce; bad bodies are REST 400s.
 */
export async function listingFilterRoutes(app: FastifyInstance) {
  const { shop } = app;

  app.setErrorHandler(listingFilterErrors);

  zodRoutes(app).post(
    `/${REFRESH_LOOP_ROUTE}`,
    {
      schema: { body: RefreshLoopBody },
      // Never kept, refusals included; a body that is not JSON fails before this.
      preValidation: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
    },
    async (request) => {
      const body = request.body;
      if (body.widget_id !== LISTING_WIDGET_ID) {
        const [taxonomy, chosen] = Object.entries(body.widget_filters)[0] ?? [];
        const widget = await refreshedWidget(
          shop,
          requestUrl(request),
          {
            documentId: body.post_id,
            widgetId: body.widget_id,
            ...(taxonomy ? { taxonomy } : {}),
            filter: chosen ? { terms: chosen.filterData.terms, logic: chosen.filterData.logicalJoin } : NO_FILTER,
            base: body.pagination_base_url,
          },
          request.log,
        );
        const { renderContentWidget } = await app.renderer();
        return { data: renderContentWidget(widget, buildStorefrontConfig(shop, false)) };
      }
      if (body.widget_filters[CATEGORY_TAXONOMY])
        throw new RestError(400, 'rest_invalid_param', 'Invalid parameter(s): widget_filters');
      const category =
        body.post_id === 0 ? undefined : (await shop.catalogue.categories()).find((c) => c.id === body.post_id);
      if (body.post_id !== 0 && !category)
        throw new RestError(400, 'rest_invalid_param', 'Invalid parameter(s): post_id');
      const chosen = body.widget_filters[TAG_TAXONOMY]?.filterData;
      const filter = chosen ? { terms: [...new Set(chosen.terms)], logic: chosen.logicalJoin } : NO_FILTER;
      const base = new URL(body.pagination_base_url, 'http://listing.invalid');
      const view = await buildListing(shop, requestUrl(request), {
        category,
        orderby: parseOrderBy(base.searchParams.get('orderby')),
        paged: pageOf(base.searchParams.get('paged')),
        filter,
      });
      if (!view) throw new RestError(404, 'rest_listing_page_not_found', 'That page of the listing does not exist.');
      const { renderListingRegion } = await app.renderer();
      const action = category ? categoryUrl(category.slug) : '/shop/';
      return { data: renderListingRegion(view, action, buildStorefrontConfig(shop, false)) };
    },
  );
}
