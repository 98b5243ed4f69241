import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { addToCartButtonMachine } from '../../../machines/addToCartButton';
import { ADDING_TO_CART_EVENT } from '../../../services/cartEvents';
import { goTo } from '../../../services/navigation';
import { pageMachines } from '../../../src/live/machines';
import { AddToCartLink } from '../../../ui/cart/AddToCartButton';
import { MachinesContext } from '../../../ui/machines-context';
import { startCartWithServer } from './cart-edge';
import { pathDriver, type RunMachine } from './driver';

type Input = {
  config: { cart_url: string; cart_redirect_after_add: 'yes' | 'no'; is_cart: boolean };
  success_message?: string;
};

async function start(input: Input, run: RunMachine) {
  document.body.innerHTML =
    '<div id="a11y-speak-polite"></div><div id="a11y-speak-assertive"></div><div class="a">cart</div><div id="root"></div>';
  const cart = await startCartWithServer();
  const view = {
    href: '/shop/?add-to-cart=7',
    label: 'Add to cart',
    ariaLabel: 'Add to cart: “Blue Mug”',
    data: { product_id: '7', quantity: '1', product_sku: 'BM-1' },
    ...(input.success_message ? { success_message: input.success_message } : {}),
  };
  const machines = pageMachines({
    cartQueue: cart.queue,
    regionHooks: { beforeRemove: () => {}, afterInsert: () => {} },
  });
  render(
    <MachinesContext.Provider value={{ ...machines, addToCartButton: run(machines.addToCartButton) }}>
      <AddToCartLink view={view} config={{ ...input.config, i18n_view_cart: 'View cart' }} />
    </MachinesContext.Provider>,
    { container: document.getElementById('root') as HTMLElement },
  );
  /** Whether the browser was left to follow the link on the last click. */
  return { cart, input, followed: false, sentBefore: 0 };
}
type UI = Awaited<ReturnType<typeof start>>;

const button = () => screen.getByRole('link', { name: 'Add to cart: “Blue Mug”' });
const busy = (yes: boolean) => {
  expect(button().classList.contains('loading')).toBe(yes);
  expect(button().getAttribute('aria-disabled')).toBe(yes ? 'true' : null);
};
const spoken = (politeness: 'polite' | 'assertive') => document.getElementById(`a11y-speak-${politeness}`)?.textContent;

/** What another script may do: put its own "View cart" link after the button. */
function putForeignViewCartLink() {
  const link = document.createElement('a');
  link.href = '/cart/';
  link.className = 'added_to_cart';
  link.textContent = 'View cart';
  button().after(link);
}

/** The path's next events up to the next click: what happens while the button shows this add. */
const untilNextClick = (upcoming: { type: string }[]) => {
  const next = upcoming.findIndex((e) => e.type === 'CLICK');
  return next === -1 ? upcoming : upcoming.slice(0, next);
};

const FRAGMENTS = { fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' };

/**
 * The add-to-cart button: a click adds in place (busy meanwhile), unless another script
 * vetoes it; then it is marked added with one "View cart" link after it (its own, unless
 * another script put one there, and none on the cart page) and, a second later, the
 * addition is announced; or the browser goes to the cart (redirect after add) or to the
 * product page (the server says the product needs choosing); a failure is reported and the
 * button is ready again. Back to a page left mid-add, the button is ready.
 */
export default pathDriver(addToCartButtonMachine, {
  start,
  events: {
    // Another script on the page says no to the add before the button asks the cart.
    CLICK: (ui: UI, event, [next]) => {
      const data = event.data as Record<string, string>;
      if (next?.type === 'VETOED') {
        button().addEventListener(ADDING_TO_CART_EVENT, (e) => e.preventDefault(), { once: true });
      }
      // A click whose data has no product id (another script took it off): a plain link.
      if (!data.product_id) delete button().dataset.product_id;
      ui.sentBefore = ui.cart.requests.length;
      ui.followed = fireEvent.click(button());
      if (!data.product_id) button().dataset.product_id = '7';
    },
    // Other scripts answer within the click's own turn (the listener set up on CLICK).
    ALLOWED: () => {},
    VETOED: () => {},
    // A path on which the button is never told no link follows it is a page where another
    // script already put one there.
    CART_DONE: async ({ cart, input }: UI, event, upcoming) => {
      const told = untilNextClick(upcoming).some((e) => e.type === 'NO_VIEW_CART_LINK');
      if (!input.config.is_cart && !told && !button().parentElement?.querySelector('.added_to_cart')) {
        putForeignViewCartLink();
      }
      await cart.answer(event.response as object);
    },
    // Told on arriving in 'added', by the page itself (the CART_DONE step saw to the page).
    NO_VIEW_CART_LINK: () => {},
    CART_FAILED: ({ cart }: UI) => cart.fail(),
    PAGE_RESTORED: () => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    },
    // Announced one second after the button is marked added, not before.
    'xstate.after.announceDelay.addToCartButton.ready.added': async ({ input }: UI) => {
      await vi.advanceTimersByTimeAsync(999);
      expect(spoken('polite')).toBe('');
      await vi.advanceTimersByTimeAsync(1);
      expect(spoken('polite')).toBe(input.success_message ?? 'Cart updated.');
    },
  },
  states: {
    'ready.idle': async ({ cart, followed, sentBefore }: UI, event) => {
      busy(false);
      expect(button().classList.contains('added')).toBe(false);
      // Vetoed, nothing is sent; a button without a product id is a plain link the browser follows.
      if (event.type === 'VETOED') expect(cart.requests).toHaveLength(sentBefore);
      if (event.type === 'CLICK') expect(followed).toBe(true);
      if (event.type === 'CART_FAILED') {
        await vi.advanceTimersByTimeAsync(50);
        expect(spoken('assertive')).toBe('The product could not be added to your cart. You are probably offline.');
      }
    },
    'ready.added': ({ followed, input }: UI, event) => {
      busy(false);
      // Marked added, the shopper stays on the page: the browser was sent nowhere.
      expect(goTo).not.toHaveBeenCalled();
      if (event.type === 'CLICK') expect(followed).toBe(true);
      expect(button().classList.contains('added')).toBe(true);
      // One link after the button, whoever put it there; none on the cart page.
      const links = document.querySelectorAll('a.added_to_cart');
      expect(links).toHaveLength(input.config.is_cart ? 0 : 1);
      if (links[0]) expect(button().nextElementSibling).toBe(links[0]);
      if (links[0]) expect(links[0].getAttribute('href')).toBe('/cart/');
    },
    // The check answers within the click's own turn; what there is to see is that the page took the click.
    'busy.checking': ({ followed }: UI) => expect(followed).toBe(false),
    'busy.sending': ({ cart }: UI, event) => {
      busy(true);
      if (event.type === 'ALLOWED') {
        expect(cart.requests.at(-1)).toMatch(/^POST \/cart-api\/add_to_cart .*product_id=7&quantity=1/);
      } else {
        // The answer sends the browser away; the button stays busy until it has left.
        const product = (event.response as { product_url?: string }).product_url;
        expect(vi.mocked(goTo).mock.calls).toEqual([[product ?? '/cart/']]);
        vi.mocked(goTo).mockClear();
      }
    },
  },
  moves: [
    ['ready.idle', { type: 'CLICK', data: { product_id: '7', quantity: '1' } }, 'busy.checking'],
    ['ready.idle', { type: 'CLICK', data: { quantity: '1' } }, 'ready.idle'],
    ['ready.added', { type: 'CLICK', data: { product_id: '7', quantity: '1' } }, 'busy.checking'],
    ['ready.added', { type: 'CLICK', data: { quantity: '1' } }, 'ready.added'],
    ['ready.added', { type: 'xstate.after.announceDelay.addToCartButton.ready.added' }, 'ready.added'],
    ['ready.added', { type: 'NO_VIEW_CART_LINK' }, 'ready.added'],
    ['busy.checking', { type: 'VETOED' }, 'ready.idle'],
    ['busy.checking', { type: 'ALLOWED' }, 'busy.sending'],
    ...(['busy.checking', 'busy.sending'] as const).map(
      (from) => [from, { type: 'PAGE_RESTORED' }, 'ready.idle'] as [string, { type: string }, string],
    ),
    // Without a redirect after add the button is marked added; with one, the browser goes to the cart.
    ['busy.sending', { type: 'CART_DONE', response: FRAGMENTS }, 'ready.added'],
    ['busy.sending', { type: 'CART_DONE', response: FRAGMENTS }, 'busy.sending'],
    ['busy.sending', { type: 'CART_DONE', response: { error: true, product_url: '/product/p/' } }, 'busy.sending'],
    [
      'busy.sending',
      { type: 'CART_FAILED', failure: { kind: 'network', message: 'You are probably offline.' } },
      'ready.idle',
    ],
  ],
});
