import { AddToCartLink } from '../../ui/cart/AddToCartButton';
import type { IslandEntry } from '../island-entry';

/** On every listing: its add-to-cart buttons. */
const island: IslandEntry = {
  machines: ['addToCartButton'],
  load: async () => AddToCartLink,
};

export default island;
