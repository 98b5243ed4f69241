import { z } from 'zod';
import { productCardView } from '../../views/product';
import { link, requiredText, slug } from '../settings';
import { defineWidget } from '../widget-type';

/**
 * Products in a carousel: those of a tag or a category (or all), in one of the listing's
 * orders. Slides shown at once default to 3 on desktop, 2 on tablets and 1 on phones.
 */
export const productCarousel = defineWidget({
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
    })
    .strict(),
  async resolve(s, { shop, url }) {
    const category = s.category ? await shop.catalogue.categoryBySlug(s.category) : undefined;
    // A category that is gone shows nothing rather than every product.
    if (s.category && !category) return { heading: s.heading, slidesToShow: s.slidesToShow, products: [] };
    const { products } = await shop.catalogue.listProducts({
      orderBy: s.orderby,
      page: 1,
      perPage: s.limit,
      ...(category ? { categoryId: category.id } : {}),
      ...(s.tag ? { tags: { terms: [s.tag], logic: 'or' as const } } : {}),
    });
    return {
      heading: s.heading,
      slidesToShow: s.slidesToShow,
      products: products.map((p) => productCardView(p, url)),
      ...(s.more ? { more: s.more } : {}),
    };
  },
});
