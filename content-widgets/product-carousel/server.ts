import { z } from 'zod';
import { CATEGORY_TAXONOMY, TAG_TAXONOMY, type TermFilter } from '../../domain/listingFilter';
import { link, requiredText, slug } from '../../server/content/widget-kit/settings';
import { filterSetting, filterWords, termFilter } from '../../server/content/widget-kit/term-filter';
import { defineWidget } from '../../server/content/widget-kit/widget-type';
import { productCardView } from '../../server/view-parts/product-card';

/**
 * Products in a carousel (docs/decisions/0242, 0252): those of a tag or a category (or
 * all), in one of the listing's orders. Slides shown at once default to 3 on desktop, 2
 * on tablets and 1 on phones. With `filter`, it offers term links of a taxonomy (the
 * categories or the tags) that change its slides: `e-filter-{widgetId}-{taxonomy}`.
 */
export default defineWidget({
  type: 'product-carousel',
  settings: z
    .object({
      heading: requiredText(80),
      tag: slug.optional(),
      category: slug.optional(),
      orderby: z.enum(['menu_order', 'popularity', 'rating', 'date']).default('popularity'),
      limit: z.number().int().min(1).max(24).default(8),
      slidesToShow: z
        .object({
          desktop: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(3),
          tablet: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
          mobile: z.union([z.literal(1), z.literal(2)]).default(1),
        })
        .strict()
        .default({ desktop: 3, tablet: 2, mobile: 1 }),
      more: link.optional(),
      filter: filterSetting.optional(),
    })
    .strict()
    // The filter narrows the carousel's own query by the other taxonomy: one tag, or one category, is set or offered.
    .refine((s) => !(s.category && s.filter?.taxonomy === CATEGORY_TAXONOMY), {
      message: 'a carousel of one category cannot filter by category',
      path: ['filter', 'taxonomy'],
    })
    .refine((s) => !(s.tag && s.filter?.taxonomy === TAG_TAXONOMY), {
      message: 'a carousel of one tag cannot filter by tag',
      path: ['filter', 'taxonomy'],
    }),
  filterTaxonomy: (s) => s.filter?.taxonomy,
  async resolve(s, ctx) {
    const { shop, url } = ctx;
    const [category, chosen] = await Promise.all([
      s.category ? shop.catalogue.categoryBySlug(s.category) : undefined,
      s.filter ? termFilter(ctx, s.filter, s.heading) : undefined,
    ]);
    const base = { heading: s.heading, slidesToShow: s.slidesToShow, ...(s.more ? { more: s.more } : {}) };
    const filter = chosen?.filter;
    const tags: TermFilter | undefined =
      s.filter?.taxonomy === TAG_TAXONOMY ? filter : s.tag ? { terms: [s.tag], logic: 'or' } : undefined;
    // A category that is gone shows nothing rather than every product.
    const { products, total } =
      s.category && !category
        ? { products: [], total: 0 }
        : await shop.catalogue.listProducts({
            orderBy: s.orderby,
            page: 1,
            perPage: s.limit,
            ...(category ? { categoryId: category.id } : {}),
            ...(tags ? { tags } : {}),
            ...(s.filter?.taxonomy === CATEGORY_TAXONOMY ? { categories: filter } : {}),
          });
    if (!chosen || !s.filter) return { ...base, products: products.map((p) => productCardView(p, url)) };
    const shown = Math.min(total, s.limit);
    return {
      ...base,
      products: products.map((p) => productCardView(p, url)),
      filter: chosen.view,
      resultCount:
        total === 0
          ? 'No products match the chosen filter.'
          : `Showing ${shown === 1 ? '1 product' : `${shown} products`}${filterWords(s.filter.taxonomy, chosen.filter, chosen.names)}`,
    };
  },
});
