import { z } from 'zod';
import { categoryUrl } from '../../views/product';
import { requiredText } from '../settings';
import { defineWidget } from '../widget-type';

/** The shop's categories as picture cards, in menu order. */
export const categoryGrid = defineWidget({
  type: 'category-grid',
  settings: z.object({ heading: requiredText(80), limit: z.number().int().min(1).max(24).default(12) }).strict(),
  async resolve(s, { shop }) {
    const cards = await shop.content.categoryCards(s.limit);
    return {
      heading: s.heading,
      categories: cards.map((c) => ({
        name: c.name,
        url: categoryUrl(c.slug),
        image: c.pictureOf ? `/media/products/${encodeURIComponent(c.pictureOf)}.svg` : '',
        countLabel: c.count === 1 ? '1 product' : `${c.count} products`,
      })),
    };
  },
});
