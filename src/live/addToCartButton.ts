import { addToCartButtonMachine } from '../../machines/addToCartButton';
import { announce } from '../../services/announcer';
import { showCartError } from '../../services/cartNotice';
import { goTo } from '../../services/navigation';
import type { CartQueueRef } from './cart';

/** Add-to-cart buttons and forms: their requests go through the page's cart queue. */
export function liveAddToCartButton(cartQueue: CartQueueRef) {
  return addToCartButtonMachine.provide({
    actions: {
      enqueue: ({ self }, { request }) => cartQueue.send({ type: 'ENQUEUE', request, replyTo: self }),
      navigate: (_, { url }) => goTo(url),
      announce: (_, { text }) => announce(text),
      reportFailure: (_, { message }) => showCartError(`The product could not be added to your cart. ${message}`),
    },
  });
}
