import { type AnyActorRef, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { CartReply, CartRequest, CartResponse, CartUpdate } from '../domain/cart';
import { cartFailureOf, followUpAfterFailure, gatherUpdate } from '../domain/cart';

// The machines that talk to the queue take its wire types from here.
export type { CartFailure, CartRequest, CartResponse } from '../domain/cart';

const NO_UPDATE: CartUpdate = { fragments: {} };
type Pending = { request: CartRequest; replyTo?: AnyActorRef };

/**
 * The app-wide cart request queue: adds and removes from every widget are sent one at a
 * time, in the order made, so no request overwrites the cart another one just changed. The
 * head is the request in flight; its answer goes back to the actor that made it (if still
 * there). The answers' fragments and cart_hash are gathered and handed to the page
 * (`settled`) once the queue is empty: markup of a cart about to change again would only
 * flash, and bring back unblocked a line whose removal is still queued. `busy` says
 * requests are going out again, so the page holds its cart regions.
 */
export const cartQueueMachine = setup({
  types: {} as {
    context: { pending: Pending[]; update: CartUpdate };
    events: { type: 'ENQUEUE'; request: CartRequest; replyTo?: AnyActorRef };
  },
  actors: { sendCartRequest: fromPromise<CartResponse, CartRequest>(() => new Promise<CartResponse>(() => {})) },
  actions: {
    busy: (_) => {},
    settled: (_, _params: CartUpdate) => {},
    append: assign({
      pending: ({ context, event }) => [...context.pending, { request: event.request, replyTo: event.replyTo }],
    }),
    dropHead: assign({ pending: ({ context }) => context.pending.slice(1) }),
    refreshAfterFailure: assign({
      pending: ({ context: { pending } }) => [...pending, ...followUpAfterFailure(pending[0]?.request)],
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
  context: { pending: [], update: NO_UPDATE },
  initial: 'idle',
  states: {
    idle: { on: { ENQUEUE: { target: 'sending', actions: ['append', 'busy'] } } },
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
            assign({ update: ({ context, event }) => gatherUpdate(context.update, event.output) }),
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
    // The answered request leaves the head; the next one goes out, or the page is updated.
    answered: {
      entry: 'dropHead',
      always: [
        { guard: 'hasMore', target: 'sending' },
        {
          target: 'idle',
          actions: [{ type: 'settled', params: ({ context }) => context.update }, assign({ update: NO_UPDATE })],
        },
      ],
    },
  },
});
