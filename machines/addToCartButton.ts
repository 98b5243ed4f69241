import { assign, fromPromise, setup } from 'xstate';
import type { CartFailure, CartRequest, CartResponse } from './cartQueue';
import { TIMINGS } from './timings';

/** The storefront configuration the button decides with (spec section 3). */
export interface AddToCartConfig {
  cart_url: string;
  cart_redirect_after_add: string;
  is_cart: boolean;
}

interface Context {
  config: AddToCartConfig;
  successMessage: string;
  /** The button's data-* attributes at the click: the request body. */
  data: Record<string, string>;
  /** Whether the "View cart" link is after the button; once there, it stays. */
  viewCartLink: boolean;
}

type Event =
  | { type: 'CLICK'; data: Record<string, string> }
  | { type: 'CART_DONE'; response: CartResponse }
  | { type: 'CART_FAILED'; failure: CartFailure }
  | { type: 'PAGE_RESTORED' };

/**
 * The add-to-cart button (spec section 4): idle -> loading on click, which clears an
 * earlier 'added' mark; an external check may veto the send; the request goes through the
 * app-wide queue; success marks it added (and goes to the cart when the shop says so), an
 * error with product_url goes there. Unlike the classic script, a failed request returns
 * the button to idle and reports it, and a double click sends one request.
 */
export const addToCartButtonMachine = setup({
  types: {} as {
    context: Context;
    input: { config: AddToCartConfig; success_message?: string };
    events: Event;
  },
  actors: {
    // Provided by the view: the cancelable `statefront:adding_to_cart` DOM event.
    checkVeto: fromPromise<{ vetoed: boolean }, { data: Record<string, string> }>(() => new Promise(() => {})),
  },
  actions: {
    // A click clears the 'added' mark (by leaving `added`) and keeps the data it sends.
    takeData: assign({ data: ({ event }) => (event.type === 'CLICK' ? event.data : {}) }),
    enqueue: (_, _params: { request: CartRequest }) => {},
    navigate: (_, _params: { url: string }) => {},
    announce: (_, _params: { text: string }) => {},
    reportFailure: (_, _params: { message: string }) => {},
  },
  guards: {
    hasProductId: ({ event }) => event.type === 'CLICK' && Boolean(event.data.product_id),
    vetoed: (_, params: { vetoed: boolean }) => params.vetoed,
    goesToProduct: (_, { response }: { response: CartResponse }) => Boolean(response.error && response.product_url),
    failed: (_, { response }: { response: CartResponse }) => Boolean(response.error),
    redirectsToCart: ({ context }) => context.config.cart_redirect_after_add === 'yes',
  },
  delays: { announceDelay: TIMINGS.cartAnnouncement },
}).createMachine({
  id: 'addToCartButton',
  context: ({ input }) => ({
    config: input.config,
    successMessage: input.success_message || 'Cart updated.',
    data: {},
    viewCartLink: false,
  }),
  initial: 'idle',
  states: {
    idle: { on: { CLICK: { guard: 'hasProductId', target: 'loading', actions: 'takeData' } } },
    loading: {
      tags: ['busy'],
      on: { PAGE_RESTORED: 'idle' },
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'veto',
            src: 'checkVeto',
            input: ({ context }) => ({ data: context.data }),
            onDone: [
              { guard: { type: 'vetoed', params: ({ event }) => event.output }, target: '#addToCartButton.idle' },
              { target: 'sending' },
            ],
            // A broken listener does not keep shoppers from adding.
            onError: 'sending',
          },
        },
        sending: {
          entry: {
            type: 'enqueue',
            params: ({ context }) => ({ request: { endpoint: 'add_to_cart', body: context.data } }),
          },
          on: {
            CART_DONE: [
              {
                guard: { type: 'goesToProduct', params: ({ event }) => ({ response: event.response }) },
                target: '#addToCartButton.leaving',
                actions: { type: 'navigate', params: ({ event }) => ({ url: event.response.product_url ?? '' }) },
              },
              {
                guard: { type: 'failed', params: ({ event }) => ({ response: event.response }) },
                target: '#addToCartButton.idle',
                actions: { type: 'reportFailure', params: { message: 'An unknown error occurred.' } },
              },
              {
                guard: 'redirectsToCart',
                target: '#addToCartButton.leaving',
                actions: { type: 'navigate', params: ({ context }) => ({ url: context.config.cart_url }) },
              },
              {
                target: '#addToCartButton.added',
                actions: assign({ viewCartLink: ({ context }) => context.viewCartLink || !context.config.is_cart }),
              },
            ],
            CART_FAILED: {
              target: '#addToCartButton.idle',
              actions: { type: 'reportFailure', params: ({ event }) => ({ message: event.failure.message }) },
            },
          },
        },
      },
    },
    added: {
      on: { CLICK: { guard: 'hasProductId', target: 'loading', actions: 'takeData' } },
      initial: 'announcing',
      states: {
        announcing: { after: { announceDelay: 'announced' } },
        announced: { entry: { type: 'announce', params: ({ context }) => ({ text: context.successMessage }) } },
      },
    },
    // The browser is on its way to the cart or the product page.
    leaving: { tags: ['busy'], on: { PAGE_RESTORED: 'idle' } },
  },
});
