import { miniCartItemMachine } from '../../../machines/miniCartItem';
import { announce } from '../../../services/announcer';
import { tellRemovedFromCart } from '../../../services/cartEvents';
import { goTo } from '../../../services/navigation';
import type { PageWiring } from '../page-wiring';
import { watchPageRestored } from '../pageRestored';

/** A mini-cart line's removal: its request goes through the page's cart queue. */
export function liveMiniCartItem({ cartQueue }: Pick<PageWiring, 'cartQueue'>) {
  return miniCartItemMachine.provide({
    actors: { watchPageRestored },
    actions: {
      enqueue: ({ self }, { request }) => cartQueue.send({ type: 'ENQUEUE', request, replyTo: self }),
      navigate: (_, { url }) => goTo(url),
      announce: (_, { text }) => announce(text),
      notifyRemoved: (_, { cart_item_key, ...answer }) => tellRemovedFromCart(cart_item_key, answer),
    },
  });
}

export default liveMiniCartItem;
