import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { type AddToCartConfig, pageAfterAdd } from '../domain/addToCart';
import type { ElementRef } from '../domain/elementRef';
import type { CartFailure, CartRequest, CartResponse } from './cartQueue';
import { TIMINGS } from './timings';

type Data = Record<string, string>;
/** `button`: the link or submit button, on which the veto event is dispatched. */
type Input = { config: AddToCartConfig; success_message?: string; button: ElementRef };
type Context = Input & { data: Data; viewCartLink: boolean };
const READY = '#addToCartButton.ready';

// What the effects are given: the request, the announcement, the page to leave for.
const addRequest = (body: Data): CartRequest => ({ endpoint: 'add_to_cart', body });
const successText = ({ context }: { context: Context }) => ({ text: context.success_message || 'Cart updated.' });
const pageToLeaveFor = ({ context, event }: { context: Context; event: { response: CartResponse } }) => ({
  url: pageAfterAdd(event.response, context.config) ?? '',
});

/**
 * The add-to-cart button: a click with a product id makes it busy (clearing an earlier
 * 'added' mark); an external check may veto the send; the request goes through the page's
 * cart queue; then it is marked added, or the browser leaves (domain/addToCart). Unlike
 * the classic script, a failure returns it to ready and is reported, and a double click
 * sends one request.
 */
export const addToCartButtonMachine = setup({
  types: {} as {
    context: Context;
    input: Input;
    events:
      | { type: 'CLICK'; data: Data }
      | { type: 'CART_DONE'; response: CartResponse }
      | { type: 'CART_FAILED'; failure: CartFailure }
      | { type: 'PAGE_RESTORED' };
  },
  actors: {
    // Provided by the live wiring (services/cartEvents): the `statefront:adding_to_cart` DOM event.
    checkVeto: fromPromise<{ vetoed: boolean }, { data: Data; button: ElementRef }>(() => new Promise(() => {})),
    // Provided by the live wiring (services/pageLifecycle): PAGE_RESTORED on a back/forward cache restore.
    watchPageRestored: fromCallback(() => {}),
  },
  actions: {
    takeData: assign({ data: ({ event }) => (event.type === 'CLICK' ? event.data : {}) }),
    // Once the "View cart" link is after the button it stays; the cart page itself needs none.
    markAdded: assign({ viewCartLink: ({ context }) => context.viewCartLink || !context.config.is_cart }),
    enqueue: (_, _params: { request: CartRequest }) => {},
    navigate: (_, _params: { url: string }) => {},
    announce: (_, _params: { text: string }) => {},
    reportFailure: (_, _params: { message: string }) => {},
  },
  guards: {
    hasProductId: ({ event }) => event.type === 'CLICK' && Boolean(event.data.product_id),
    vetoed: (_, params: { vetoed: boolean }) => params.vetoed,
    leaves: ({ context, event }) => event.type === 'CART_DONE' && Boolean(pageAfterAdd(event.response, context.config)),
    failed: ({ event }) => event.type === 'CART_DONE' && Boolean(event.response.error),
  },
  delays: { announceDelay: TIMINGS.cartAnnouncement },
}).createMachine({
  id: 'addToCartButton',
  context: ({ input }) => ({ ...input, data: {}, viewCartLink: false }),
  initial: 'ready',
  states: {
    ready: {
      on: { CLICK: { guard: 'hasProductId', target: 'busy', actions: 'takeData' } },
      initial: 'idle',
      states: {
        idle: {},
        added: { after: { announceDelay: { actions: { type: 'announce', params: successText } } } },
      },
    },
    busy: {
      tags: ['busy'],
      // A page restored by the Back button must not show a button stuck mid-add.
      invoke: { id: 'pageRestored', src: 'watchPageRestored' },
      on: { PAGE_RESTORED: 'ready' },
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'veto',
            src: 'checkVeto',
            input: ({ context }) => ({ data: context.data, button: context.button }),
            onDone: [{ guard: { type: 'vetoed', params: ({ event }) => event.output }, target: READY }, 'sending'],
            // A broken listener does not keep shoppers from adding.
            onError: 'sending',
          },
        },
        sending: {
          entry: { type: 'enqueue', params: ({ context }) => ({ request: addRequest(context.data) }) },
          on: {
            CART_DONE: [
              { guard: 'leaves', target: 'leaving', actions: { type: 'navigate', params: pageToLeaveFor } },
              {
                guard: 'failed',
                target: READY,
                actions: { type: 'reportFailure', params: { message: 'An unknown error occurred.' } },
              },
              { target: `${READY}.added`, actions: 'markAdded' },
            ],
            CART_FAILED: {
              target: READY,
              actions: { type: 'reportFailure', params: ({ event }) => ({ message: event.failure.message }) },
            },
          },
        },
        // The browser is on its way to the cart or the product page.
        leaving: {},
      },
    },
  },
});
