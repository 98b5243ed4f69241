import { fromCallback } from 'xstate';
import type { AddedToCart, AddToCartPageEvent } from '../../../domain/addToCart';
import { addToCartButtonMachine } from '../../../machines/addToCartButton';
import { announce } from '../../../services/announcer';
import { addingToCartVetoed, tellAddedToCart, viewCartLinkFollows } from '../../../services/cartEvents';
import { showErrorNotice } from '../../../services/errorNotice';
import { goTo } from '../../../services/navigation';
import type { PageWiring } from '../page-wiring';
import { watchPageRestored } from '../pageRestored';

/** Other scripts' say before an add: the cancelable `statefront:adding_to_cart` event on the button. */
export const checkAddingToCart = fromCallback<AddToCartPageEvent, Pick<AddedToCart, 'data' | 'button'>>(
  ({ input, sendBack }) =>
    sendBack({ type: addingToCartVetoed(input.button.current, input.data) ? 'VETOED' : 'ALLOWED' }),
);

/**
 * After an add: other scripts are told (`statefront:added_to_cart`), then the page is read:
 * is a "View cart" link already beside the button (another script's, say)?
 */
export const notifyAddedToCart = fromCallback<AddToCartPageEvent, AddedToCart>(({ input, sendBack }) => {
  tellAddedToCart(input.button.current, input.data, input.response);
  if (!viewCartLinkFollows(input.button.current)) sendBack({ type: 'NO_VIEW_CART_LINK' });
});

/** Add-to-cart buttons and forms: their requests go through the page's cart queue. */
export function liveAddToCartButton({ cartQueue }: Pick<PageWiring, 'cartQueue'>) {
  return addToCartButtonMachine.provide({
    actors: {
      watchPageRestored,
      checkVeto: checkAddingToCart,
      notifyAdded: notifyAddedToCart,
    },
    actions: {
      enqueue: ({ self }, body) =>
        cartQueue.send({ type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body }, replyTo: self }),
      navigate: (_, url) => goTo(url),
      announce: (_, text) => announce(text),
      reportFailure: (_, { message }) => showErrorNotice(`The product could not be added to your cart. ${message}`),
    },
  });
}

export default liveAddToCartButton;
