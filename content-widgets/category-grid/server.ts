import { z } from 'zod';
import { requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';
import { categoryUrl } from '../../server/view-parts/shared';

/** The shop's categories as picture cards, in menu order. */
export default defineWidget({
  type: 'category-grid',
  settings: z.object({ heading: requiredText(80), limit: z.number().int().min(1).max(24).default(12) }).strict(),
  async resolve(s, { shop }) {
    // Pictures as the mega menu shows them: one read, kept until the catalogue changes.
    const [cards, pictures] = await Promise.all([
      shop.content.categoryCards(s.limit),
      shop.catalogue.categoryPictures(),
    ]);
    return {
      heading: s.heading,
      categories: cards.map((c) => {
        const picture = pictures[c.slug];
        return {
          name: c.name,
          url: categoryUrl(c.slug),
          image: picture ? `/media/products/${encodeURIComponent(picture)}.svg` : '',
          countLabel: c.count === 1 ? '1 product' : `${c.count} products`,
        };
      }),
    };
  },
});
