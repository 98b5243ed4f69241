import { type AnyActorRef, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { type CartReply, type CartRequest, type CartResponse, cartFailureOf } from '../domain/cart';

// The machines that talk to the queue take its wire types from here.
export type { CartFailure, CartRequest, CartResponse } from '../domain/cart';

const REFRESH: CartRequest = { endpoint: 'get_refreshed_fragments', body: {} };

/**
 * The app-wide cart request queue: adds and removes from every widget are sent one at a
 * time, in the order made, so no request overwrites the cart another one just changed. The
 * head of the queue is the request in flight; its answer goes back to the actor that made
 * it, and to `settled` (which hands fragments and cart_hash to the page) even when that
 * actor is gone.
 */
export const cartQueueMachine = setup({
  types: {} as {
    context: { pending: { request: CartRequest; replyTo?: AnyActorRef }[] };
    events: { type: 'ENQUEUE'; request: CartRequest; replyTo?: AnyActorRef };
  },
  actors: {
    sendCartRequest: fromPromise<CartResponse, CartRequest>(() => new Promise<CartResponse>(() => {})),
  },
  actions: {
    // Provided by the live wiring: the page takes the response's fragments and cart_hash.
    settled: (_, _params: { response: CartResponse }) => {},
    append: assign({
      pending: ({ context, event }) => [...context.pending, { request: event.request, replyTo: event.replyTo }],
    }),
    dropHead: assign({ pending: ({ context }) => context.pending.slice(1) }),
    // A change the server did not confirm may still have been made (the answer was lost
    // or garbled): the page then asks what the cart holds (docs/decisions/0191).
    refreshAfterFailure: assign({
      pending: ({ context: { pending } }) =>
        pending[0]?.request.endpoint === 'get_refreshed_fragments' ? pending : [...pending, { request: REFRESH }],
    }),
    // The requester may be gone (its region was replaced): then nobody is told.
    reply: enqueueActions(({ context, enqueue }, params: CartReply) => {
      const replyTo = context.pending[0]?.replyTo;
      if (replyTo) enqueue.sendTo(replyTo, params);
    }),
  },
  guards: { hasMore: ({ context }) => context.pending.length > 0 },
}).createMachine({
  id: 'cartQueue',
  context: { pending: [] },
  initial: 'idle',
  states: {
    idle: { on: { ENQUEUE: { target: 'sending', actions: 'append' } } },
    sending: {
      on: { ENQUEUE: { actions: 'append' } },
      invoke: {
        id: 'request',
        src: 'sendCartRequest',
        input: ({ context }) => context.pending[0]!.request,
        onDone: {
          target: 'answered',
          actions: [
            { type: 'reply', params: ({ event }) => ({ type: 'CART_DONE', response: event.output }) },
            { type: 'settled', params: ({ event }) => ({ response: event.output }) },
          ],
        },
        onError: {
          target: 'answered',
          actions: [
            { type: 'reply', params: ({ event }) => ({ type: 'CART_FAILED', failure: cartFailureOf(event.error) }) },
            'refreshAfterFailure',
          ],
        },
      },
    },
    // The answered request leaves the head; the next one, if any, goes on the wire.
    answered: { entry: 'dropHead', always: [{ guard: 'hasMore', target: 'sending' }, { target: 'idle' }] },
  },
});
