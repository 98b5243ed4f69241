import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { miniCartItemMachine } from '../../../machines/miniCartItem';
import { goTo } from '../../../services/navigation';
import { pageMachines } from '../../../src/live/machines';
import { MiniCartItem } from '../../../ui/cart/MiniCartItem';
import { MachinesContext } from '../../../ui/machines-context';
import { startCartWithServer } from './cart-edge';
import { pathDriver, type RunMachine } from './driver';
import { onWalkEnd } from './walk';

const line = {
  cart_item_key: 'k',
  name: 'Mug',
  url: '/product/mug/',
  image: '/media/mug.svg',
  quantity: 1,
  unitPrice: '£9.00',
  lineTotal: '£9.00',
  removeHref: '/cart/?remove_item=k&_nonce=n',
};

async function start(_input: unknown, run: RunMachine) {
  document.body.innerHTML =
    '<div class="a">cart region</div><div id="a11y-speak-polite" aria-live="polite"></div><div id="root"></div>';
  const cart = await startCartWithServer();
  // What other scripts on the page are told (docs/cart-hooks.md): the event, where, and its detail.
  const told: { type: string; on: string; detail: unknown }[] = [];
  const listener = (e: Event) =>
    told.push({ type: e.type, on: (e.target as Element).className ?? '', detail: (e as CustomEvent).detail });
  for (const type of ['statefront:removed_from_cart', 'statefront:fragments_refreshed']) {
    document.addEventListener(type, listener);
    onWalkEnd(() => document.removeEventListener(type, listener));
  }
  const hooks = { beforeRemove: () => {}, afterInsert: () => {} };
  const machines = pageMachines({ cartQueue: cart.queue, regionHooks: hooks });
  render(
    <MachinesContext.Provider value={{ ...machines, miniCartItem: run(machines.miniCartItem) }}>
      <ul>
        <MiniCartItem line={line} onRemoving={() => {}} />
      </ul>
    </MachinesContext.Provider>,
    { container: document.getElementById('root') as HTMLElement },
  );
  return Object.assign(cart, { told });
}
type Cart = Awaited<ReturnType<typeof start>>;

const link = () => screen.getByRole('link', { name: 'Remove Mug from cart' });
const item = () => link().closest('li') as HTMLElement;
const blocked = (yes: boolean) => {
  expect(item().classList.contains('blocked')).toBe(yes);
  expect(item().getAttribute('aria-busy')).toBe(yes ? 'true' : null);
};
const announced = () => document.getElementById('a11y-speak-polite')?.textContent;

/**
 * A mini-cart line's × removes it in place: blocked while the request runs; with the
 * server's fragments the regions are replaced (the line goes with them) and the removal
 * is announced; with none, or on an error, the browser follows the remove link instead.
 * Back to a page left that way, the line is usable again.
 */
export default pathDriver(miniCartItemMachine, {
  sampleEvents: [
    // An error answer carrying fragments is still an error: the link is followed.
    { type: 'CART_DONE', response: { error: true, fragments: { 'div.a': '<div class="a"></div>' } } },
  ],
  start,
  events: {
    REMOVE: () => {
      fireEvent.click(link());
    },
    CART_DONE: (cart: Cart, event) => cart.answer(event.response as object),
    CART_FAILED: (cart: Cart) => cart.answer('<html>Server error</html>', 500),
    PAGE_RESTORED: () => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    },
  },
  states: {
    idle: (cart: Cart) => {
      blocked(false);
      expect(announced()).toBe('');
      expect(cart.told).toEqual([]);
    },
    removing: (cart: Cart) => {
      blocked(true);
      expect(cart.requests).toEqual(['POST /cart-api/remove_from_cart cart_item_key=k']);
      expect(cart.told).toEqual([]);
    },
    removed: async (cart: Cart) => {
      blocked(true);
      expect(vi.mocked(goTo)).not.toHaveBeenCalled();
      expect(document.querySelector('div.a')?.textContent).toBe('cart region');
      // Other scripts are told of the removal on the line's remove link, with the cart's answer.
      const fragments = { 'div.a': '<div class="a"></div>' };
      const removed = { type: 'statefront:removed_from_cart', on: 'remove remove_from_cart_button' };
      expect(cart.told).toEqual([{ ...removed, detail: { fragments, cart_hash: 'h1', cart_item_key: 'k' } }]);
      await vi.advanceTimersByTimeAsync(400 + 50);
      // The region holding the line is replaced; the removal is announced.
      expect(document.querySelector('div.a')?.textContent).toBe('');
      expect(announced()).toBe('“Mug” removed from your cart.');
      expect(cart.told.map((t) => t.type)).toEqual(['statefront:removed_from_cart', 'statefront:fragments_refreshed']);
    },
    leaving: (cart: Cart) => {
      // The browser follows the remove link: other scripts are told nothing.
      expect(cart.told).toEqual([]);
      blocked(true);
      expect(vi.mocked(goTo).mock.calls).toEqual([[line.removeHref]]);
      vi.mocked(goTo).mockClear();
    },
  },
  moves: [
    ['idle', { type: 'REMOVE' }, 'removing'],
    [
      'removing',
      { type: 'CART_DONE', response: { fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' } },
      'removed',
    ],
    ['removing', { type: 'CART_DONE', response: { cart_hash: 'h1' } }, 'leaving'],
    [
      'removing',
      { type: 'CART_DONE', response: { error: true, fragments: { 'div.a': '<div class="a"></div>' } } },
      'leaving',
    ],
    ['removing', { type: 'CART_FAILED', failure: { kind: 'http', message: 'An unknown error occurred.' } }, 'leaving'],
    ['leaving', { type: 'PAGE_RESTORED' }, 'idle'],
  ],
});
