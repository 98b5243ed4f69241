import { z } from 'zod';
import {
  filteredListingHref,
  LISTING_FETCH_PAGE_SIZE,
  NO_FILTER,
  readFilter,
  TAG_TAXONOMY,
  toggleTerm,
} from '../../../domain/listingFilter';
import { localHref } from '../../http/urls';
import { paginationView } from '../../views/pagination';
import { productCardView } from '../../views/product';
import { requiredText, slug } from '../settings';
import { defineWidget, PageOutOfRange } from '../widget-type';

const PAGE = /^[1-9]\d{0,5}$/;

/**
 * A grid of products with a tag filter (docs/decisions/0251): the shop listing's filter as a
 * widget any document can place. Its state is in the page's URL under the widget's own id,
 * `e-filter-{widgetId}-product_tag` and `e-page-{widgetId}`, so two grids on one page keep
 * separate parameters. The filter is links, which work without JavaScript.
 */
export const loopGrid = defineWidget({
  type: 'loop-grid',
  settings: z
    .object({
      heading: requiredText(80).optional(),
      category: slug.optional(),
      orderby: z.enum(['menu_order', 'popularity', 'rating', 'date']).default('menu_order'),
    })
    .strict(),
  async resolve(s, { shop, url, widgetId }) {
    const filter = readFilter(url.searchParams, widgetId, TAG_TAXONOMY);
    const pageParam = url.searchParams.get(`e-page-${widgetId}`);
    const page = pageParam && PAGE.test(pageParam) ? Number(pageParam) : 1;
    const category = s.category ? await shop.catalogue.categoryBySlug(s.category) : undefined;
    const [{ products, total }, tags] = await Promise.all([
      s.category && !category
        ? { products: [], total: 0 }
        : shop.catalogue.listProducts({
            orderBy: s.orderby,
            page,
            perPage: LISTING_FETCH_PAGE_SIZE,
            tags: filter,
            ...(category ? { categoryId: category.id } : {}),
          }),
      shop.catalogue.tags(),
    ]);
    const pages = Math.max(1, Math.ceil(total / LISTING_FETCH_PAGE_SIZE));
    if (page > pages) throw new PageOutOfRange(page);
    const here = localHref(url);
    const chosen = tags.filter((t) => filter.terms.includes(t.slug)).map((t) => t.name);
    const pageHref = (n: number) => {
      const next = new URL(here, url);
      next.searchParams.delete(`e-page-${widgetId}`);
      if (n > 1) next.searchParams.set(`e-page-${widgetId}`, String(n));
      return localHref(next);
    };
    return {
      ...(s.heading ? { heading: s.heading } : {}),
      all: {
        label: 'All',
        href: filteredListingHref(here, widgetId, TAG_TAXONOMY, NO_FILTER),
        chosen: chosen.length === 0,
      },
      terms: tags.map((t) => ({
        label: t.name,
        href: filteredListingHref(here, widgetId, TAG_TAXONOMY, toggleTerm(filter, t.slug)),
        chosen: filter.terms.includes(t.slug),
      })),
      products: products.map((p) => productCardView(p, url)),
      resultCount:
        total === 0
          ? 'No products match the chosen tags.'
          : `Showing ${total === 1 ? '1 product' : `${total} products`}${chosen.length > 0 ? ` tagged ${chosen.join(filter.logic === 'and' ? ' and ' : ' or ')}` : ''}`,
      pagination: paginationView(page, pages, pageHref),
    };
  },
});
