import { expect, vi } from 'vitest';
import { type AnyActorRef, createActor, fromCallback } from 'xstate';
import { cartQueueMachine } from '../../../machines/cartQueue';
import { startCartWithServer } from './cart-edge';
import { pathDriver, type RunMachine } from './driver';

const OFFLINE = { kind: 'network', message: 'You are probably offline.' };
const REFRESH = 'GET /cart-api/get_refreshed_fragments';

/** A widget that asked the queue for something, and what the queue told it back. */
function requester() {
  const replies: unknown[] = [];
  const ref: AnyActorRef = createActor(fromCallback(({ receive }) => receive((e) => replies.push(e)))).start();
  return { ref, replies, expected: [] as unknown[] };
}
type Requester = ReturnType<typeof requester>;

async function start(_input: unknown, run: RunMachine) {
  document.body.innerHTML = '<div class="a">0</div>';
  const cart = await startCartWithServer({ cartQueue: run(cartQueueMachine) });
  return {
    cart,
    made: 0,
    // The rules' own queue: requests in the order made, the head on the wire.
    queue: [] as { line: string; from?: Requester }[],
    /** Every request the server has been sent, in order, as the rules say. */
    sent: [] as string[],
    requesters: [] as Requester[],
    // What the answers since the page was last updated brought.
    markup: null as string | null,
    hash: undefined as string | undefined,
    shown: '0',
    lastHash: '',
    published: [] as unknown[],
    answers: 0,
  };
}
type UI = Awaited<ReturnType<typeof start>>;

/** The head goes out as soon as it is the head: never two at once. */
function headSent(ui: UI) {
  const head = ui.queue[0];
  if (head && ui.sent.length === ui.answers) ui.sent.push(head.line);
}

function repliesAsSaid(ui: UI) {
  for (const r of ui.requesters) expect(r.replies).toEqual(r.expected);
}

/**
 * Cart requests go to the server one at a time, in the order made (spec: cart request
 * queue); each requester is told how its own request went. A failed change may still have
 * been made, so the cart is asked what it holds next (decision 0191). Once nothing is
 * left to send, the page's regions take the answers' markup, blocked for the 400 ms fade
 * first, and the other tabs are told the new cart_hash.
 */
export default pathDriver(cartQueueMachine, {
  start,
  events: {
    // A widget (an add button, a mini-cart line) asks for a change.
    ENQUEUE: async (ui) => {
      ui.made += 1;
      const from = requester();
      ui.requesters.push(from);
      const body = { product_id: String(ui.made) };
      ui.queue.push({ line: `POST /cart-api/add_to_cart product_id=${ui.made}`, from });
      headSent(ui);
      ui.cart.queue.send({ type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body }, replyTo: from.ref });
      await ui.cart.settle();
    },
    'xstate.done.actor.request': async (ui) => {
      ui.answers += 1;
      const response = { fragments: { 'div.a': `<div class="a">${ui.answers}</div>` }, cart_hash: `h${ui.answers}` };
      ui.queue.shift()?.from?.expected.push({ type: 'CART_DONE', response });
      ui.markup = String(ui.answers);
      ui.hash = response.cart_hash;
      headSent(ui);
      await ui.cart.answer(response);
    },
    // The shopper is offline: the request never reaches the server.
    'xstate.error.actor.request': async (ui) => {
      ui.answers += 1;
      const failed = ui.queue.shift();
      failed?.from?.expected.push({ type: 'CART_FAILED', failure: OFFLINE });
      if (failed?.line !== REFRESH) ui.queue.push({ line: REFRESH });
      headSent(ui);
      await ui.cart.fail();
    },
  },
  states: {
    sending: async (ui) => {
      expect(ui.cart.open()).toBe(1);
      expect(ui.cart.requests).toEqual(ui.sent);
      repliesAsSaid(ui);
      // The page keeps its markup while requests are still going out.
      await vi.advanceTimersByTimeAsync(1000);
      expect(document.querySelector('div.a')?.textContent).toBe(ui.shown);
      expect(ui.cart.published).toEqual(ui.published);
    },
    idle: async (ui) => {
      expect(ui.cart.open()).toBe(0);
      expect(ui.cart.requests).toEqual(ui.sent);
      repliesAsSaid(ui);
      const region = () => document.querySelector('div.a') as HTMLElement;
      // Blocked while it fades (an update with no markup blocks nothing), then replaced.
      expect(region().getAttribute('aria-busy')).toBe(ui.markup === null ? null : 'true');
      await vi.advanceTimersByTimeAsync(399);
      expect(region().textContent).toBe(ui.shown);
      await vi.advanceTimersByTimeAsync(1);
      if (ui.markup !== null) ui.shown = ui.markup;
      expect(region().textContent).toBe(ui.shown);
      expect(region().hasAttribute('aria-busy')).toBe(false);
      if (ui.hash !== undefined && ui.hash !== ui.lastHash) {
        ui.published.push({ cart_hash: ui.hash });
        ui.lastHash = ui.hash;
      }
      expect(ui.cart.published).toEqual(ui.published);
      ui.markup = null;
      ui.hash = undefined;
    },
  },
  moves: [
    ['idle', { type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: '7' } } }, 'sending'],
    ['sending', { type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: '7' } } }, 'sending'],
    ['sending', { type: 'xstate.done.actor.request', output: { fragments: {}, cart_hash: 'h1' } }, 'sending'],
    ['sending', { type: 'xstate.done.actor.request', output: { fragments: {}, cart_hash: 'h1' } }, 'idle'],
    ['sending', { type: 'xstate.error.actor.request', error: OFFLINE }, 'sending'],
    ['sending', { type: 'xstate.error.actor.request', error: OFFLINE }, 'idle'],
  ],
  scenarios: [
    // An add answered and shown; a later add that fails, and the refresh after it that fails
    // too, bring the page nothing: the first answer's markup is not handed to it again.
    {
      events: [
        { type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: '7' } } },
        { type: 'xstate.done.actor.request', output: { fragments: {}, cart_hash: 'h1' } },
        { type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: '7' } } },
        { type: 'xstate.error.actor.request', error: OFFLINE },
        { type: 'xstate.error.actor.request', error: OFFLINE },
      ],
    },
  ],
});
