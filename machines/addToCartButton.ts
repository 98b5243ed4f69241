import { assign, fromCallback, setup } from 'xstate';
import type { AddData, AddedToCart, AddToCartPageEvent, AddToCartInput as Input } from '../domain/addToCart';
import { pageAfterAdd } from '../domain/addToCart';
import type { CartFailure, CartReply } from '../domain/cart';
import { TIMINGS } from './timings';

type Done = Extract<CartReply, { type: 'CART_DONE' }>;
type Event = { type: 'CLICK'; data: AddData } | CartReply | AddToCartPageEvent;
const READY = '#addToCartButton.ready';
// Where the answer sends the browser ('' to stay): read once, for the guard and the effect.
const leaveTo = ({ context, event }: { context: Input; event: Event }) =>
  (event.type === 'CART_DONE' && pageAfterAdd(event.response, context.config)) || '';
const successText = ({ context }: { context: Input }) => context.success_message || 'Cart updated.';

/**
 * The add-to-cart button: a click with a product id makes it busy (clearing the 'added' mark);
 * other scripts may veto; the request goes through the page's cart queue. Then it is marked
 * added and other scripts told, with a "View cart" link after it unless on the cart page or
 * one is there already; or the browser leaves (domain/addToCart). Failures are reported.
 */
export const addToCartButtonMachine = setup({
  types: {} as { context: Input & { data: AddData; viewCartLink: boolean }; input: Input; events: Event },
  actors: {
    // Provided by the live wiring: other scripts asked, then told of the add; Back.
    checkVeto: fromCallback<AddToCartPageEvent, Pick<AddedToCart, 'data' | 'button'>>(() => {}),
    notifyAdded: fromCallback<AddToCartPageEvent, AddedToCart>(() => {}),
    watchPageRestored: fromCallback(() => {}),
  },
  actions: {
    enqueue: (_, _data: AddData) => {},
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
      on: { CLICK: { guard: 'hasProductId', target: 'busy', actions: assign({ data: ({ event }) => event.data }) } },
      initial: 'idle',
      states: {
        idle: {},
        // Entered only on CART_DONE: the scripts told of the add get its answer.
        added: {
          invoke: { src: 'notifyAdded', input: ({ context, event }) => ({ ...context, ...(event as Done) }) },
          on: { NO_VIEW_CART_LINK: { guard: 'notOnCartPage', actions: assign({ viewCartLink: true }) } },
          after: { announceDelay: { actions: { type: 'announce', params: successText } } },
        },
      },
    },
    busy: {
      tags: ['busy'],
      // A page restored by the Back button must not show a button stuck mid-add.
      invoke: { src: 'watchPageRestored' },
      on: { PAGE_RESTORED: 'ready' },
      initial: 'checking',
      states: {
        checking: {
          invoke: { src: 'checkVeto', input: ({ context }) => context },
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
