import { assign, fromCallback, setup } from 'xstate';
import { type AddToCartConfig, pageAfterAdd } from '../domain/addToCart';
import type { CartFailure, CartReply, CartResponse } from '../domain/cart';
import type { ElementRef } from '../domain/elementRef';
import { TIMINGS } from './timings';

type Data = Record<string, string>;
/** `button`: the link or submit button, on which other scripts are asked and told. */
type Input = { config: AddToCartConfig; success_message?: string; button: ElementRef };
type Context = Input & { data: Data; viewCartLink: boolean };
type Done = Extract<CartReply, { type: 'CART_DONE' }>;
/** What other scripts are told of an add: on which button, what it sent, the cart's answer. */
export type AddedInput = { button: ElementRef; data: Data; response: CartResponse };
/** What the page tells the button: other scripts' say (services/cartEvents), Back (pageLifecycle). */
export type PageEvent = { type: 'ALLOWED' | 'VETOED' | 'NO_VIEW_CART_LINK' | 'PAGE_RESTORED' };
const READY = '#addToCartButton.ready';
// The params of effects and guards, each read in one place.
const leaveTo = ({ context, event }: { context: Context; event: { response: CartResponse } }) =>
  pageAfterAdd(event.response, context.config) ?? '';
// `added` is entered only on CART_DONE: the scripts told of the add get its answer.
const withAnswer = ({ context, event }: { context: Context; event: unknown }) => ({ ...context, ...(event as Done) });
const successText = ({ context }: { context: Context }) => context.success_message || 'Cart updated.';

/**
 * The add-to-cart button: a click with a product id makes it busy (clearing the 'added'
 * mark); other scripts may veto; the request goes through the page's cart queue. Then it is
 * marked added and other scripts told, with a "View cart" link after it unless on the cart
 * page or one is there already; or the browser leaves (domain/addToCart). Failures are reported.
 */
export const addToCartButtonMachine = setup({
  types: {} as { context: Context; input: Input; events: { type: 'CLICK'; data: Data } | CartReply | PageEvent },
  actors: {
    // Provided by the live wiring: other scripts asked (ALLOWED or VETOED), then told of the
    // add (NO_VIEW_CART_LINK if none follows the button); Back.
    checkVeto: fromCallback<PageEvent, Pick<Context, 'data' | 'button'>>(() => {}),
    notifyAdded: fromCallback<PageEvent, AddedInput>(() => {}),
    watchPageRestored: fromCallback(() => {}),
  },
  actions: {
    takeData: assign({ data: ({ event }) => (event.type === 'CLICK' ? event.data : {}) }),
    showViewCartLink: assign({ viewCartLink: true }),
    enqueue: (_, _data: Data) => {},
    navigate: (_, _url: string) => {},
    announce: (_, _text: string) => {},
    reportFailure: (_, _failure: CartFailure) => {},
  },
  guards: {
    hasProductId: ({ event }) => event.type === 'CLICK' && Boolean(event.data.product_id),
    leaves: (_, url: string) => url !== '',
    notOnCartPage: ({ context }) => !context.config.is_cart,
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
        added: {
          invoke: { id: 'notify', src: 'notifyAdded', input: withAnswer },
          on: { NO_VIEW_CART_LINK: { guard: 'notOnCartPage', actions: 'showViewCartLink' } },
          after: { announceDelay: { actions: { type: 'announce', params: successText } } },
        },
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
          invoke: { id: 'veto', src: 'checkVeto', input: ({ context }) => context },
          on: { ALLOWED: 'sending', VETOED: READY },
        },
        // Busy until the answer; then until the browser has left, if it leaves.
        sending: {
          entry: { type: 'enqueue', params: ({ context }) => context.data },
          on: {
            CART_DONE: [
              { guard: { type: 'leaves', params: leaveTo }, actions: { type: 'navigate', params: leaveTo } },
              { target: `${READY}.added` },
            ],
            CART_FAILED: { target: READY, actions: { type: 'reportFailure', params: ({ event }) => event.failure } },
          },
        },
      },
    },
  },
});
