import { miniCartItemMachine } from '../../machines/miniCartItem';
import { announce } from '../../services/announcer';
import { goTo } from '../../services/navigation';
import type { CartQueueRef } from './cart';

/** A mini-cart line's removal: its request goes through the page's cart queue. */
export function liveMiniCartItem(cartQueue: CartQueueRef) {
  return miniCartItemMachine.provide({
    actions: {
      enqueue: ({ self }, { request }) => cartQueue.send({ type: 'ENQUEUE', request, replyTo: self }),
      navigate: (_, { url }) => goTo(url),
      announce: (_, { text }) => announce(text),
    },
  });
}
