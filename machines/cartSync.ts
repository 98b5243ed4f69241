import { assign, setup } from 'xstate';
import type { CartFailure, CartResponse } from './cartQueue';

type SyncEvent =
  | { type: 'LOCAL_CHANGE'; cart_hash: string }
  | { type: 'REMOTE_CHANGE'; cart_hash: string }
  | { type: 'STALE_PAGE' }
  | { type: 'CART_DONE'; response: CartResponse }
  | { type: 'CART_FAILED'; failure: CartFailure };

/** The cart an event names: a tab's change by its hash, a refresh by its answer's. */
const hashOf = (event: SyncEvent) =>
  'cart_hash' in event ? event.cart_hash : event.type === 'CART_DONE' ? event.response.cart_hash : undefined;

/**
 * Keeps this tab's cart regions current with the cart itself. A change made here
 * (`LOCAL_CHANGE`, from the queue) is told to the other tabs with its cart_hash; a tab
 * told of a hash it does not show (`REMOTE_CHANGE`), or a page whose markup may be older
 * than the cart (`STALE_PAGE`: restored from the back/forward cache, loaded again by Back
 * or Forward, or prefetched), asks the queue for fresh fragments, so the refresh never
 * races a change. Any other page load asks nothing: the page came with the cart.
 */
const sync = setup({
  types: {} as {
    context: { cart_hash: string; stale: boolean };
    input: { cart_hash: string };
    events: SyncEvent;
  },
  actions: {
    broadcast: (_, _params: { cart_hash: string }) => {},
    requestRefresh: () => {},
  },
  guards: {
    isNewHash: ({ context, event }) => hashOf(event) !== context.cart_hash,
    stale: ({ context }) => context.stale,
  },
});

/** A cart_hash this tab did not show is kept, and told to the other tabs. */
const learn = sync.enqueueActions(({ context, event, enqueue }) => {
  const cart_hash = hashOf(event);
  if (cart_hash === undefined || cart_hash === context.cart_hash) return;
  enqueue.assign({ cart_hash });
  enqueue({ type: 'broadcast', params: { cart_hash } });
});

export const cartSyncMachine = sync.createMachine({
  id: 'cartSync',
  context: ({ input }) => ({ cart_hash: input.cart_hash, stale: false }),
  initial: 'watching',
  states: {
    watching: {
      on: {
        LOCAL_CHANGE: { actions: learn },
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
        // The refresh's answer is the cart now, with any change this tab queued behind it.
        // The queue settles with that same answer, so its LOCAL_CHANGE only ever comes in
        // the refresh's own turn: the answer is learnt here, and that LOCAL_CHANGE unheard.
        CART_DONE: [
          { guard: 'stale', target: 'refreshing', reenter: true, actions: learn },
          { target: 'watching', actions: learn },
        ],
        CART_FAILED: [{ guard: 'stale', target: 'refreshing', reenter: true }, { target: 'watching' }],
      },
    },
  },
});
