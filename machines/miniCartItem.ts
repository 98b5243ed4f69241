import { fromCallback, setup } from 'xstate';
import type { CartFailure, CartRequest, CartResponse } from './cartQueue';

/**
 * One mini-cart line's removal: the line is blocked while the request runs; on success
 * with fragments the queue has them replaced (this line goes with its region), and the
 * removal is announced and told to other scripts; with no fragments, or on failure, the
 * browser follows the remove link's href, which removes the line without JavaScript.
 */
export const miniCartItemMachine = setup({
  types: {} as {
    context: { cart_item_key: string; href: string; name: string };
    input: { cart_item_key: string; href: string; name: string };
    events:
      | { type: 'REMOVE' }
      | { type: 'CART_DONE'; response: CartResponse }
      | { type: 'CART_FAILED'; failure: CartFailure }
      | { type: 'PAGE_RESTORED' };
  },
  actors: {
    // Provided by the live wiring (services/pageLifecycle): sends PAGE_RESTORED when the
    // Back button brings the page back from the back/forward cache.
    watchPageRestored: fromCallback(() => {}),
  },
  actions: {
    enqueue: (_, _params: { request: CartRequest }) => {},
    navigate: (_, _params: { url: string }) => {},
    announce: (_, _params: { text: string }) => {},
    // Other scripts are told of the removal (services/cartEvents).
    notifyRemoved: (_, _params: CartResponse & { cart_item_key: string }) => {},
  },
  guards: {
    hasFragments: ({ event }) =>
      event.type === 'CART_DONE' && !event.response.error && Object.keys(event.response.fragments ?? {}).length > 0,
  },
}).createMachine({
  id: 'miniCartItem',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  states: {
    idle: { on: { REMOVE: 'removing' } },
    removing: {
      tags: ['busy'],
      entry: {
        type: 'enqueue',
        params: ({ context }) => ({
          request: { endpoint: 'remove_from_cart', body: { cart_item_key: context.cart_item_key } },
        }),
      },
      on: {
        CART_DONE: [
          {
            guard: 'hasFragments',
            target: 'removed',
            actions: [
              { type: 'announce', params: ({ context }) => ({ text: `“${context.name}” removed from your cart.` }) },
              { type: 'notifyRemoved', params: ({ context, event }) => ({ ...event.response, ...context }) },
            ],
          },
          { target: 'leaving' },
        ],
        CART_FAILED: 'leaving',
      },
    },
    // Stays blocked until the region holding it is replaced.
    removed: { tags: ['busy'], type: 'final' },
    leaving: {
      tags: ['busy'],
      entry: { type: 'navigate', params: ({ context }) => ({ url: context.href }) },
      // A page left for the remove link and then restored must not show the line blocked.
      invoke: { id: 'pageRestored', src: 'watchPageRestored' },
      on: { PAGE_RESTORED: 'idle' },
    },
  },
});
