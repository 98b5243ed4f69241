import { type AnyActorRef, assign, enqueueActions, fromPromise, setup } from 'xstate';

/** The endpoints behind the storefront's endpoint URL template (spec section 7). */
export type CartEndpoint = 'add_to_cart' | 'remove_from_cart' | 'get_refreshed_fragments';

export interface CartRequest {
  endpoint: CartEndpoint;
  /** Sent form-encoded: for an add, every data-* attribute of the button. */
  body: Record<string, string>;
}

/** The cart update response (spec section 3), as checked by services/cartClient. */
export interface CartResponse {
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string;
}

/** Why a request failed: no answer, an HTTP error, or an answer that is not the JSON we expect. */
export interface CartFailure {
  kind: 'network' | 'http' | 'invalid_json';
  message: string;
}

/** What the queue sends back to the actor that made a request. */
export type CartReply = { type: 'CART_DONE'; response: CartResponse } | { type: 'CART_FAILED'; failure: CartFailure };

interface Pending {
  request: CartRequest;
  replyTo?: AnyActorRef;
}

function failureOf(error: unknown): CartFailure {
  const e = error as Partial<CartFailure> | undefined;
  return e && typeof e.kind === 'string' && typeof e.message === 'string'
    ? { kind: e.kind, message: e.message }
    : { kind: 'network', message: 'An unknown error occurred.' };
}

/**
 * The app-wide cart request queue (spec section 4): adds and removes from every widget
 * are sent strictly one at a time, in the order made, so no request overwrites the
 * cart another one just changed. The head of the queue is the request in flight; its
 * answer goes back to the actor that made it, and to `settled` (which hands fragments
 * and cart_hash to the page) even when that actor is gone.
 */
export const cartQueueMachine = setup({
  types: {} as {
    context: { pending: Pending[] };
    events: { type: 'ENQUEUE'; request: CartRequest; replyTo?: AnyActorRef };
  },
  actors: {
    // Provided by the live wiring (services/cartClient); never settles by default.
    sendCartRequest: fromPromise<CartResponse, CartRequest>(() => new Promise<CartResponse>(() => {})),
  },
  actions: {
    // Provided by the live wiring: the page takes the response's fragments and cart_hash.
    settled: (_, _params: { response: CartResponse }) => {},
    append: assign({
      pending: ({ context, event }) => [...context.pending, { request: event.request, replyTo: event.replyTo }],
    }),
    dropHead: assign({ pending: ({ context }) => context.pending.slice(1) }),
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
            'dropHead',
          ],
        },
        onError: {
          target: 'answered',
          actions: [
            { type: 'reply', params: ({ event }) => ({ type: 'CART_FAILED', failure: failureOf(event.error) }) },
            'dropHead',
          ],
        },
      },
    },
    // The answered request has left the head; the next one, if any, goes on the wire.
    answered: { always: [{ guard: 'hasMore', target: 'sending' }, { target: 'idle' }] },
  },
});
