import { fromPromise } from 'xstate';
import type { ElementRef } from '../../domain/elementRef';
import { addToCartButtonMachine } from '../../machines/addToCartButton';
import { announce } from '../../services/announcer';
import { addingToCartVetoed } from '../../services/cartEvents';
import { showCartError } from '../../services/cartNotice';
import { goTo } from '../../services/navigation';
import type { CartQueueRef } from './cart';
import { watchPageRestored } from './pageRestored';

/** Other scripts' say before an add: the cancelable `statefront:adding_to_cart` event on the button. */
export const checkAddingToCart = fromPromise<{ vetoed: boolean }, { data: Record<string, string>; button: ElementRef }>(
  async ({ input }) => ({ vetoed: addingToCartVetoed(input.button.current, input.data) }),
);

/** Add-to-cart buttons and forms: their requests go through the page's cart queue. */
export function liveAddToCartButton(cartQueue: CartQueueRef) {
  return addToCartButtonMachine.provide({
    actors: { watchPageRestored, checkVeto: checkAddingToCart },
    actions: {
      enqueue: ({ self }, { request }) => cartQueue.send({ type: 'ENQUEUE', request, replyTo: self }),
      navigate: (_, { url }) => goTo(url),
      announce: (_, { text }) => announce(text),
      reportFailure: (_, { message }) => showCartError(`The product could not be added to your cart. ${message}`),
    },
  });
}
