import { expect, vi } from 'vitest';
import { fragmentRegionsMachine } from '../../../machines/fragmentRegions';
import { startCartWithServer } from './cart-edge';
import { pathDriver, type RunMachine } from './driver';
import { onWalkEnd } from './walk';

const FRESH = '<div class="a">1</div>';
const FRESH_B = '<div class="b">1</div>';
const REGIONS = ['div.a', 'div.b'];
type Fragments = Record<string, string>;

async function start(_input: unknown, run: RunMachine) {
  document.body.innerHTML = '<div class="a">0</div><div class="b">0</div>';
  // What other scripts on the page were told of replaced regions (docs/cart-hooks.md).
  const told: unknown[] = [];
  const listener = (e: Event) => told.push((e as CustomEvent<{ fragments: unknown }>).detail.fragments);
  document.addEventListener('statefront:fragments_refreshed', listener);
  onWalkEnd(() => document.removeEventListener('statefront:fragments_refreshed', listener));
  // What the rules say, kept as the path goes. `holding`: a request went out while the regions
  // were fading and is still open; `gathered`: the regions named since the last fade, the later
  // markup winning; `shown`: each region's markup; `fades`: what each ended fade replaced.
  return Object.assign(await startCartWithServer({ fragmentRegions: run(fragmentRegionsMachine) }), {
    holding: false,
    told,
    gathered: {} as Fragments,
    shown: { 'div.a': '<div class="a">0</div>', 'div.b': '<div class="b">0</div>' } as Fragments,
    fades: [] as Fragments[],
  });
}
type Cart = Awaited<ReturnType<typeof start>>;
const region = (selector: string) => document.querySelector(selector) as HTMLElement;

async function send(cart: Cart) {
  cart.queue.send({ type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: '7' } } });
  await cart.settle();
}

/** Other scripts are told once per fade, after it, with the regions replaced and their markup. */
const toldOfEachFade = (cart: Cart) => expect(cart.told).toEqual(cart.fades);

/**
 * The regions an answer named since the last fade are dimmed and busy with their old markup;
 * the others (all, once the fade is over) take clicks, are not announced as busy, and show
 * their markup.
 */
function regionsAsGathered(cart: Cart) {
  for (const selector of REGIONS) {
    const el = region(selector);
    const fading = selector in cart.gathered;
    expect(el.classList.contains('blocked'), selector).toBe(fading);
    expect(el.getAttribute('aria-busy'), selector).toBe(fading ? 'true' : null);
    const plain = el.cloneNode(true) as HTMLElement;
    plain.classList.remove('blocked');
    plain.removeAttribute('aria-busy');
    expect(plain.outerHTML, selector).toBe(cart.shown[selector]);
  }
}

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
      await cart.answer({ fragments: event.fragments as Fragments });
      cart.gathered = { ...cart.gathered, ...(event.fragments as Fragments) };
    },
    // Another cart request goes out while the regions fade: they wait for its answer.
    HOLD: async (cart: Cart) => {
      await send(cart);
      cart.holding = true;
    },
    'xstate.after.fadeDelay.fragmentRegions.blocked': async (cart: Cart) => {
      await vi.advanceTimersByTimeAsync(399);
      regionsAsGathered(cart);
      toldOfEachFade(cart);
      await vi.advanceTimersByTimeAsync(1);
      // Each region takes its new markup; one whose markup has no element for it stays as it was.
      for (const [selector, markup] of Object.entries(cart.gathered)) if (markup) cart.shown[selector] = markup;
      cart.fades.push(cart.gathered);
      cart.gathered = {};
    },
  },
  states: {
    // After the fade the regions hold the answers' markup; an answer naming no region changes nothing.
    idle: (cart) => {
      expect(cart.gathered).toEqual({});
      regionsAsGathered(cart);
      toldOfEachFade(cart);
    },
    blocked: (cart) => {
      regionsAsGathered(cart);
      toldOfEachFade(cart);
    },
    // Past the 400 ms the regions stay dimmed and busy: their new markup would be out of date at once.
    held: async (cart) => {
      await vi.advanceTimersByTimeAsync(1000);
      regionsAsGathered(cart);
      toldOfEachFade(cart);
    },
  },
  moves: [
    ...([{ 'div.a': FRESH }, { 'div.b': FRESH_B }, { 'div.b': '' }] as Fragments[]).flatMap((fragments) =>
      (['idle', 'blocked', 'held'] as const).map(
        (from) =>
          [from, { type: 'APPLY', fragments }, 'blocked'] as [string, { type: 'APPLY'; fragments: Fragments }, string],
      ),
    ),
    ['idle', { type: 'APPLY', fragments: {} }, 'idle'],
    ['blocked', { type: 'APPLY', fragments: {} }, 'blocked'],
    ['blocked', { type: 'HOLD' }, 'held'],
    ['blocked', { type: 'xstate.after.fadeDelay.fragmentRegions.blocked' }, 'idle'],
    ['held', { type: 'APPLY', fragments: {} }, 'blocked'],
  ],
});
