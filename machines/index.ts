import type { AnyStateMachine, EventObject } from 'xstate';
import { addToCartButtonMachine } from './addToCartButton';
import { cartQueueMachine } from './cartQueue';
import { cartSyncMachine } from './cartSync';
import { fragmentRegionsMachine } from './fragmentRegions';
import { miniCartItemMachine } from './miniCartItem';
import { quantityMinimumMachine } from './quantityMinimum';
import { resultCountMachine } from './resultCount';
import { sortFormMachine } from './sortForm';

/**
 * The registry of every machine. The model-based tests and the machine visualizer both
 * read it: a machine that is not listed here is neither tested by path nor shown.
 */
export interface MachineEntry {
  name: string;
  machine: AnyStateMachine;
  /** One line on what the machine models. */
  description: string;
  /** Input for a representative actor (machines with `input`). */
  input?: unknown;
  /**
   * Further inputs the machine is also walked from, for guards that read input (the
   * add-to-cart button with cart_redirect_after_add "yes" and "no"). Coverage is the
   * union of the walks.
   */
  alsoFrom?: unknown[];
  /**
   * Example events with the payloads their guards read; event types not listed here are
   * tried with no payload. Path generation uses these, and so does the visualizer.
   */
  sampleEvents?: (EventObject & Record<string, unknown>)[];
  /**
   * What of a snapshot makes it a distinct state for path generation. Defaults to value
   * and context; machines with counters or lists project them away to stay finite.
   */
  project?: (snapshot: { value: unknown; context: unknown }) => unknown;
}

export const machineRegistry: MachineEntry[] = [
  {
    name: 'resultCount',
    machine: resultCountMachine,
    description: 'Result-count line re-announced to screen readers 2000 ms after load',
    input: { text: 'Showing 1–12 of 64 results' },
  },
  {
    name: 'sortForm',
    machine: sortFormMachine,
    description: 'Sort dropdown: choosing a different known order submits the form',
    input: { current: 'menu_order', options: ['menu_order', 'price'] },
    sampleEvents: [
      { type: 'CHOOSE', value: 'price' },
      { type: 'CHOOSE', value: 'menu_order' },
      { type: 'CHOOSE', value: 'not-an-order' },
    ],
  },
  {
    name: 'addToCartButton',
    machine: addToCartButtonMachine,
    description: 'Add-to-cart button: idle, loading (veto check, queued request), added with a delayed announcement',
    input: { config: { cart_url: '/cart/', cart_redirect_after_add: 'no', is_cart: false }, success_message: 'Added' },
    alsoFrom: [{ config: { cart_url: '/cart/', cart_redirect_after_add: 'yes', is_cart: false } }],
    sampleEvents: [
      { type: 'CLICK', data: { product_id: '7', quantity: '1' } },
      { type: 'CLICK', data: { quantity: '1' } },
      { type: 'xstate.done.actor.veto', output: { vetoed: true } },
      { type: 'xstate.done.actor.veto', output: { vetoed: false } },
      { type: 'CART_DONE', response: { fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' } },
      { type: 'CART_DONE', response: { error: true, product_url: '/product/p/' } },
      { type: 'CART_DONE', response: { error: true } },
      { type: 'CART_FAILED', failure: { kind: 'network', message: 'You are probably offline.' } },
    ],
  },
  {
    name: 'cartQueue',
    machine: cartQueueMachine,
    description: 'App-wide cart request queue: one request in flight, FIFO, the answer sent back to the requester',
    sampleEvents: [
      { type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: '7' } } },
      { type: 'xstate.done.actor.request', output: { fragments: {}, cart_hash: 'h1' } },
      { type: 'xstate.error.actor.request', error: { kind: 'network', message: 'You are probably offline.' } },
    ],
    project: (s) => ({ value: s.value, queued: Math.min((s.context as { pending: unknown[] }).pending.length, 2) }),
  },
  {
    name: 'miniCartItem',
    machine: miniCartItemMachine,
    description: 'One mini-cart line: blocked while its removal runs; no fragments or a failure follows the href',
    input: { cart_item_key: 'k', href: '/cart/?remove_item=k&_nonce=n', name: 'Mug' },
    sampleEvents: [
      { type: 'CART_DONE', response: { fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' } },
      { type: 'CART_DONE', response: { cart_hash: 'h1' } },
      { type: 'CART_FAILED', failure: { kind: 'http', message: 'An unknown error occurred.' } },
    ],
  },
  {
    name: 'fragmentRegions',
    machine: fragmentRegionsMachine,
    description: 'Cart fragment regions: block and fade to 0.6 over 400 ms, replace, unblock',
    sampleEvents: [
      { type: 'APPLY', fragments: { 'div.a': '<div class="a">1</div>' } },
      { type: 'APPLY', fragments: {} },
    ],
    project: (s) => ({ value: s.value, pending: Object.keys((s.context as { pending: object }).pending).length }),
  },
  {
    name: 'cartSync',
    machine: cartSyncMachine,
    description: 'Other tabs and back/forward-cache restores: refresh the cart fragments when the cart_hash moved',
    input: { cart_hash: 'h0' },
    sampleEvents: [
      { type: 'LOCAL_CHANGE', cart_hash: 'h1' },
      { type: 'LOCAL_CHANGE', cart_hash: 'h0' },
      { type: 'REMOTE_CHANGE', cart_hash: 'h1' },
      { type: 'REMOTE_CHANGE', cart_hash: 'h0' },
      { type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h1' } },
      { type: 'CART_FAILED', failure: { kind: 'network', message: 'You are probably offline.' } },
    ],
  },
  {
    name: 'quantityMinimum',
    machine: quantityMinimumMachine,
    description: 'Quantity input outside the cart column: a value below a min of 0 or more is raised on load',
    sampleEvents: [
      { type: 'CHECK', value: 0, min: 1 },
      { type: 'CHECK', value: 3, min: 1 },
      { type: 'CHECK', value: -2, min: -1 },
    ],
  },
];
