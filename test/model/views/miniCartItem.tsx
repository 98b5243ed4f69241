import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { miniCartItemMachine } from '../../../machines/miniCartItem';
import { goTo } from '../../../services/navigation';
import { pageMachines } from '../../../src/live/machines';
import { MiniCartItem } from '../../../ui/cart/MiniCartItem';
import { MachinesContext } from '../../../ui/machines-context';
import { startCartWithServer } from './cart-edge';
import { pathDriver } from './driver';

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

async function start() {
  document.body.innerHTML =
    '<div class="a">cart region</div><div id="a11y-speak-polite" aria-live="polite"></div><div id="root"></div>';
  const cart = await startCartWithServer();
  const hooks = { beforeRemove: () => {}, afterInsert: () => {} };
  render(
    <MachinesContext.Provider value={pageMachines({ cartQueue: cart.queue, regionHooks: hooks })}>
      <ul>
        <MiniCartItem line={line} onRemoving={() => {}} />
      </ul>
    </MachinesContext.Provider>,
    { container: document.getElementById('root') as HTMLElement },
  );
  return cart;
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
    idle: () => {
      blocked(false);
      expect(announced()).toBe('');
    },
    removing: (cart: Cart) => {
      blocked(true);
      expect(cart.requests).toEqual(['POST /cart-api/remove_from_cart cart_item_key=k']);
    },
    removed: async () => {
      blocked(true);
      expect(vi.mocked(goTo)).not.toHaveBeenCalled();
      expect(document.querySelector('div.a')?.textContent).toBe('cart region');
      await vi.advanceTimersByTimeAsync(400 + 50);
      // The region holding the line is replaced; the removal is announced.
      expect(document.querySelector('div.a')?.textContent).toBe('');
      expect(announced()).toBe('“Mug” removed from your cart.');
    },
    leaving: () => {
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
