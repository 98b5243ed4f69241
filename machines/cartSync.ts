import { assign, setup } from 'xstate';
import type { CartFailure, CartResponse } from './cartQueue';

/**
 * Keeps this tab's cart regions current with the cart itself. A change made here
 * (`LOCAL_CHANGE`, from the queue) is told to the other tabs with its cart_hash; a tab
 * told of a hash it does not show (`REMOTE_CHANGE`), or a page whose markup may be older
 * than the cart (`STALE_PAGE`: restored from the back/forward cache, loaded again by Back
 * or Forward, or prefetched), asks the queue for fresh fragments, so the refresh never
 * races a change. Any other page load asks nothing: the page came with the cart.
 */
export const cartSyncMachine = setup({
  types: {} as {
    context: { cart_hash: string; stale: boolean };
    input: { cart_hash: string };
    events:
      | { type: 'LOCAL_CHANGE'; cart_hash: string }
      | { type: 'REMOTE_CHANGE'; cart_hash: string }
      | { type: 'STALE_PAGE' }
      | { type: 'CART_DONE'; response: CartResponse }
      | { type: 'CART_FAILED'; failure: CartFailure };
  },
  actions: {
    broadcast: (_, _params: { cart_hash: string }) => {},
    requestRefresh: () => {},
  },
  guards: {
    isNewHash: ({ context, event }) => 'cart_hash' in event && event.cart_hash !== context.cart_hash,
    stale: ({ context }) => context.stale,
  },
}).createMachine({
  id: 'cartSync',
  context: ({ input }) => ({ cart_hash: input.cart_hash, stale: false }),
  on: {
    LOCAL_CHANGE: {
      guard: 'isNewHash',
      actions: [
        assign({ cart_hash: ({ event }) => event.cart_hash }),
        { type: 'broadcast', params: ({ event }) => ({ cart_hash: event.cart_hash }) },
      ],
    },
  },
  initial: 'watching',
  states: {
    watching: {
      on: {
        REMOTE_CHANGE: { guard: 'isNewHash', target: 'refreshing' },
        STALE_PAGE: 'refreshing',
      },
    },
    refreshing: {
      entry: [assign({ stale: false }), 'requestRefresh'],
      on: {
        // The refresh may already be on the wire: fetch again once it is back.
        REMOTE_CHANGE: { actions: assign({ stale: true }) },
        STALE_PAGE: { actions: assign({ stale: true }) },
        CART_DONE: [{ guard: 'stale', target: 'refreshing', reenter: true }, { target: 'watching' }],
        CART_FAILED: [{ guard: 'stale', target: 'refreshing', reenter: true }, { target: 'watching' }],
      },
    },
  },
});
