import { MiniCart } from '../../ui/cart/MiniCart';
import type { IslandEntry } from '../island-entry';

/** On every page: the header's mini-cart. */
const island: IslandEntry = {
  machines: ['miniCart', 'miniCartItem'],
  load: async () => MiniCart,
};

export default island;
