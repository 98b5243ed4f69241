import type { IslandEntry } from '../island-entry';

/** Only product pages have the add-to-cart form. */
const island: IslandEntry = {
  machines: ['addToCartButton'],
  load: () => import('../../ui/cart/AddToCartForm').then((m) => m.AddToCartForm),
};

export default island;
