import type { IslandEntry } from '../island-entry';

/**
 * Only product pages have reviews. Their markup is whole and their form posts without
 * JavaScript: the machine that sends it through the REST API comes when the shopper first
 * reaches for them (pointer over, a touch, focus inside), well before a submit (note 0307).
 */
const island: IslandEntry = {
  machines: ['reviewForm'],
  whenUsed: '[data-island="ProductReviews"]',
  load: () => import('../../ui/reviews/ProductReviews').then((m) => m.ProductReviews),
};

export default island;
