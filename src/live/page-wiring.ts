import type { RegionHooks } from '../../services/fragments';
import type { CartQueueRef } from './cart';

/** What widgets share on the page: the cart queue, and how replaced regions re-hydrate. */
export interface PageWiring {
  cartQueue: CartQueueRef;
  regionHooks: RegionHooks;
}
