import { expect, vi } from 'vitest';
import { fragmentRegionsMachine } from '../../../machines/fragmentRegions';
import { startCartWithServer } from './cart-edge';
import { pathDriver, type RunMachine } from './driver';
import { onWalkEnd } from './walk';

const FRESH = '<div class="a">1</div>';

async function start(_input: unknown, run: RunMachine) {
  document.body.innerHTML = '<div class="a">0</div><div class="b">untouched</div>';
  // What other scripts on the page were told of replaced regions (docs/cart-hooks.md).
  const told: unknown[] = [];
  const listener = (e: Event) => told.push((e as CustomEvent<{ fragments: unknown }>).detail.fragments);
  document.addEventListener('statefront:fragments_refreshed', listener);
  onWalkEnd(() => document.removeEventListener('statefront:fragments_refreshed', listener));
  // `holding`: a request went out while the regions were fading and is still open; `fades`: fades ended.
  return Object.assign(await startCartWithServer({ fragmentRegions: run(fragmentRegionsMachine) }), {
    holding: false,
    told,
    fades: 0,
  });
}
type Cart = Awaited<ReturnType<typeof start>>;
const region = () => document.querySelector('div.a') as HTMLElement;

async function send(cart: Cart) {
  cart.queue.send({ type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: '7' } } });
  await cart.settle();
}

/** Other scripts are told once per fade, after it, with the regions replaced and their markup. */
const toldOfEachFade = (cart: Cart) =>
  expect(cart.told).toEqual(Array.from({ length: cart.fades }, () => ({ 'div.a': FRESH })));

function stillBlocked() {
  expect(region().classList.contains('blocked')).toBe(true);
  expect(region().getAttribute('aria-busy')).toBe('true');
  expect(region().textContent).toBe('0');
}

/** A region not being updated: it takes clicks and is not announced as busy. */
const idle = () => {
  expect(region().classList.contains('blocked')).toBe(false);
  expect(region().hasAttribute('aria-busy')).toBe(false);
  expect(document.querySelector('div.b')?.textContent).toBe('untouched');
};

/**
 * The regions a cart answer names are blocked (dimmed to 0.6 by the stylesheet, busy to
 * assistive technology) for 400 ms while they fade, then replaced with the answer's markup.
 */
export default pathDriver(fragmentRegionsMachine, {
  start,
  events: {
    // The server answers a cart request with these fragments.
    APPLY: async (cart: Cart, event) => {
      if (!cart.holding) await send(cart);
      cart.holding = false;
      await cart.answer({ fragments: event.fragments as Record<string, string> });
    },
    // Another cart request goes out while the regions fade: they wait for its answer.
    HOLD: async (cart: Cart) => {
      await send(cart);
      cart.holding = true;
    },
    'xstate.after.fadeDelay.fragmentRegions.blocked': async (cart: Cart) => {
      await vi.advanceTimersByTimeAsync(399);
      expect(region().classList.contains('blocked')).toBe(true);
      expect(region().textContent).toBe('0');
      toldOfEachFade(cart);
      await vi.advanceTimersByTimeAsync(1);
      cart.fades += 1;
    },
  },
  states: {
    idle: (cart, event) => {
      idle();
      toldOfEachFade(cart);
      // After the fade the region holds the answer's markup; an answer naming no region changes nothing.
      expect(region().outerHTML).toBe(event.type.startsWith('xstate.after') ? FRESH : '<div class="a">0</div>');
    },
    blocked: (cart) => {
      stillBlocked();
      toldOfEachFade(cart);
    },
    // Past the 400 ms the region stays dimmed and busy: its new markup would be out of date at once.
    held: async (cart) => {
      await vi.advanceTimersByTimeAsync(1000);
      stillBlocked();
      toldOfEachFade(cart);
    },
  },
  moves: [
    ['idle', { type: 'APPLY', fragments: { 'div.a': FRESH } }, 'blocked'],
    ['idle', { type: 'APPLY', fragments: {} }, 'idle'],
    ['blocked', { type: 'APPLY', fragments: { 'div.a': FRESH } }, 'blocked'],
    ['blocked', { type: 'APPLY', fragments: {} }, 'blocked'],
    ['blocked', { type: 'HOLD' }, 'held'],
    ['blocked', { type: 'xstate.after.fadeDelay.fragmentRegions.blocked' }, 'idle'],
    ['held', { type: 'APPLY', fragments: { 'div.a': FRESH } }, 'blocked'],
    ['held', { type: 'APPLY', fragments: {} }, 'blocked'],
  ],
});
