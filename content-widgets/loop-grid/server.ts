import { z } from 'zod';
import { LISTING_FETCH_PAGE_SIZE, TAG_TAXONOMY } from '../../domain/listingFilter';
import { requiredText, slug } from '../../server/content/widget-kit/settings';
import { filterWords, termFilter } from '../../server/content/widget-kit/term-filter';
import { defineWidget, PageOutOfRange } from '../../server/content/widget-kit/widget-type';
import { localHref } from '../../server/http/urls';
import { paginationView } from '../../server/view-parts/pagination';
import { productCardView } from '../../server/view-parts/product-card';

const PAGE = /^[1-9]\d{0,5}$/;

/**
 * A grid of products with a tag filter (docs/decisions/0251, 0252): the shop listing's
 * filter as a widget any document can place. Its state is in the page's URL under the
 * widget's own id, `e-filter-{widgetId}-product_tag` and `e-page-{widgetId}`, so two grids
 * on one page keep separate parameters. The filter is links, which work without
 * JavaScript; with it, the grid refreshes in place (the refresh-loop call).
 */
export default defineWidget({
  type: 'loop-grid',
  settings: z
    .object({
      heading: requiredText(80).optional(),
      category: slug.optional(),
      orderby: z.enum(['menu_order', 'popularity', 'rating', 'date']).default('menu_order'),
    })
    .strict(),
  filterTaxonomy: () => TAG_TAXONOMY,
  async resolve(s, ctx) {
    const { shop, url, widgetId } = ctx;
    const pageParam = url.searchParams.get(`e-page-${widgetId}`);
    const page = pageParam && PAGE.test(pageParam) ? Number(pageParam) : 1;
    const [category, { filter, names, view: filterView }] = await Promise.all([
      s.category ? shop.catalogue.categoryBySlug(s.category) : undefined,
      termFilter(ctx, { taxonomy: TAG_TAXONOMY }, s.heading),
    ]);
    const { products, total } =
      s.category && !category
        ? { products: [], total: 0 }
        : await shop.catalogue.listProducts({
            orderBy: s.orderby,
            page,
            perPage: LISTING_FETCH_PAGE_SIZE,
            tags: filter,
            ...(category ? { categoryId: category.id } : {}),
          });
    const pages = Math.max(1, Math.ceil(total / LISTING_FETCH_PAGE_SIZE));
    if (page > pages) throw new PageOutOfRange(page);
    const pageHref = (n: number) => {
      const next = new URL(localHref(url), url);
      next.searchParams.delete(`e-page-${widgetId}`);
      if (n > 1) next.searchParams.set(`e-page-${widgetId}`, String(n));
      return localHref(next);
    };
    return {
      ...(s.heading ? { heading: s.heading } : {}),
      filter: filterView,
      products: products.map((p) => productCardView(p, url)),
      resultCount:
        total === 0
          ? 'No products match the chosen tags.'
          : `Showing ${total === 1 ? '1 product' : `${total} products`}${filterWords(TAG_TAXONOMY, filter, names)}`,
      pagination: paginationView(page, pages, pageHref),
    };
  },
});
