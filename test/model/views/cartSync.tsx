import { expect } from 'vitest';
import { cartSyncMachine } from '../../../machines/cartSync';
import { startCartWithServer } from './cart-edge';
import { pathDriver, type RunMachine } from './driver';

const REFRESH = 'GET /cart-api/get_refreshed_fragments';
/** A cart answer confirms a cart only with its fragments (decision 0191). */
const FRAGMENTS = { 'span.cart-count': '<span class="cart-count">1</span>' };

async function start(input: { cart_hash: string }, run: RunMachine) {
  // The page came with the cart whose hash its mini cart carries.
  document.body.innerHTML = `<div class="widget_shopping_cart_content" data-cart_hash="${input.cart_hash}"></div>`;
  const cart = await startCartWithServer({ cartSync: run(cartSyncMachine) });
  return {
    cart,
    /** The cart_hash this tab knows it shows, as the rules keep it. */
    known: input.cart_hash,
    /** A change was heard while the refresh was on the wire: it must be asked again. */
    stale: false,
    refreshing: false,
    sent: [] as string[],
    published: [] as unknown[],
    adds: 0,
  };
}
type UI = Awaited<ReturnType<typeof start>>;

function refresh(ui: UI) {
  ui.refreshing = true;
  ui.sent.push(REFRESH);
}

/** A cart this tab learns of from the server: other tabs are told when it is not the one it knew. */
function learn(ui: UI, cart_hash: string) {
  if (cart_hash === ui.known) return;
  ui.known = cart_hash;
  ui.published.push({ cart_hash });
}

/** A change heard from another tab, or the page found stale: refreshed now, or again after the refresh on the wire. */
function heard(ui: UI, changed: boolean) {
  if (ui.refreshing) ui.stale = true;
  else if (changed) refresh(ui);
}

/** The refresh came back (or failed): asked again if the cart changed meanwhile. */
function refreshEnded(ui: UI) {
  ui.refreshing = false;
  if (ui.stale) refresh(ui);
  ui.stale = false;
}

function asSaid(ui: UI) {
  expect(ui.cart.requests).toEqual(ui.sent);
  expect(ui.cart.published).toEqual(ui.published);
}

/**
 * The tabs of one shop show the same cart (decisions 0022, 0190): a change made here is
 * told to the other tabs by its cart_hash; a tab told of a cart it does not show, or a page
 * Back brought from the back/forward cache, asks the server for fresh fragments through
 * the queue, and once more if it hears of another change while that refresh is out.
 */
export default pathDriver(cartSyncMachine, {
  start,
  events: {
    // The shopper adds something in this tab; the server's answer carries the cart's new hash.
    LOCAL_CHANGE: async (ui, event) => {
      ui.adds += 1;
      ui.sent.push(`POST /cart-api/add_to_cart product_id=${ui.adds}`);
      ui.cart.queue.send({
        type: 'ENQUEUE',
        request: { endpoint: 'add_to_cart', body: { product_id: String(ui.adds) } },
      });
      await ui.cart.settle();
      await ui.cart.answer({ fragments: FRAGMENTS, cart_hash: event.cart_hash as string });
      learn(ui, event.cart_hash as string);
    },
    REMOTE_CHANGE: async (ui, event) => {
      heard(ui, event.cart_hash !== ui.known);
      ui.cart.fromOtherTab({ cart_hash: event.cart_hash });
      await ui.cart.settle();
    },
    // Back brings the page from the back/forward cache, as it was left.
    STALE_PAGE: async (ui) => {
      heard(ui, true);
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await ui.cart.settle();
    },
    CART_DONE: async (ui, event) => {
      const { cart_hash } = event.response as { cart_hash: string };
      learn(ui, cart_hash);
      refreshEnded(ui);
      await ui.cart.answer({ fragments: FRAGMENTS, cart_hash });
    },
    // The shopper is offline: the refresh never reaches the server.
    CART_FAILED: async (ui) => {
      refreshEnded(ui);
      await ui.cart.fail();
    },
  },
  states: {
    watching: (ui) => {
      expect(ui.cart.open()).toBe(0);
      asSaid(ui);
    },
    // One refresh on the wire, never two.
    refreshing: (ui) => {
      expect(ui.cart.open()).toBe(1);
      expect(ui.cart.requests.at(-1)).toBe(REFRESH);
      asSaid(ui);
    },
  },
  moves: [
    ['watching', { type: 'LOCAL_CHANGE', cart_hash: 'h1' }, 'watching'],
    ['watching', { type: 'LOCAL_CHANGE', cart_hash: 'h0' }, 'watching'],
    ['watching', { type: 'REMOTE_CHANGE', cart_hash: 'h1' }, 'refreshing'],
    ['watching', { type: 'REMOTE_CHANGE', cart_hash: 'h0' }, 'watching'],
    // Once the tab shows h1, another tab's h0 is news, and h1 is not.
    ['watching', { type: 'REMOTE_CHANGE', cart_hash: 'h0' }, 'refreshing'],
    ['watching', { type: 'REMOTE_CHANGE', cart_hash: 'h1' }, 'watching'],
    ['watching', { type: 'STALE_PAGE' }, 'refreshing'],
    ['refreshing', { type: 'REMOTE_CHANGE', cart_hash: 'h1' }, 'refreshing'],
    ['refreshing', { type: 'REMOTE_CHANGE', cart_hash: 'h0' }, 'refreshing'],
    ['refreshing', { type: 'STALE_PAGE' }, 'refreshing'],
    ['refreshing', { type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h1' } }, 'watching'],
    ['refreshing', { type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h1' } }, 'refreshing'],
    [
      'refreshing',
      { type: 'CART_FAILED', failure: { kind: 'network', message: 'You are probably offline.' } },
      'watching',
    ],
    [
      'refreshing',
      { type: 'CART_FAILED', failure: { kind: 'network', message: 'You are probably offline.' } },
      'refreshing',
    ],
  ],
  scenarios: [
    // Back brings the page twice while its refresh is out: one more refresh once it is
    // answered, and none after that one.
    {
      events: [
        { type: 'STALE_PAGE' },
        { type: 'STALE_PAGE' },
        { type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h1' } },
        { type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h1' } },
      ],
    },
  ],
});
