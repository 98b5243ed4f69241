import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { StorefrontConfig } from '../../domain/storefrontConfig';
import { goTo } from '../../services/navigation';
import { onShowNotices } from '../../services/notices';
import { pageMachines } from '../../src/live/machines';
import { applyQuantityMinimum } from '../../src/live/quantityMinimum';
import { AddToCartButton, AddToCartLink } from '../../ui/cart/AddToCartButton';
import type { AddToCartView } from '../../ui/cart/types';
import { MachinesContext } from '../../ui/machines-context';
import { RenderConfigContext } from '../../ui/render-config';
import { startCartWithServer } from '../model/views/cart-edge';

// Leaving the page is the one browser effect jsdom cannot carry out: recorded instead.
vi.mock('../../services/navigation', async (original) => ({
  ...(await original<typeof import('../../services/navigation')>()),
  goTo: vi.fn(),
}));

const view: AddToCartView = {
  href: '/shop/?add-to-cart=7',
  label: 'Add to cart',
  ariaLabel: 'Add to cart: “Blue Mug”',
  data: { product_id: '7', quantity: '1', product_sku: 'BM-1' },
  success_message: '“Blue Mug” has been added to your cart',
};
const config = {
  cart_url: '/cart/',
  cart_redirect_after_add: 'no' as 'yes' | 'no',
  is_cart: false,
  i18n_view_cart: 'View cart',
};

/** A cart answer as the shop sends it: the mini-cart region's new markup and the cart's hash. */
const added = (cart_hash: string) => ({ fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cart_hash });

/**
 * The button on a page with its live cart (queue, fragment regions, sync between tabs): the
 * shop's server is the only double (`fetch` holds each request until the test answers it),
 * and leaving the page is recorded (jsdom cannot leave). What a shopper would see, and what
 * was sent to the shop.
 */
async function renderButton(overrides: Partial<typeof config> = {}) {
  document.body.innerHTML =
    '<div id="a11y-speak-polite"></div><div id="a11y-speak-assertive"></div><div class="widget_shopping_cart_content"></div><div id="root"></div>';
  const cart = await startCartWithServer();
  const errors: string[] = [];
  onTestFinished(onShowNotices(({ notices }) => errors.push(...notices.map((n) => n.text))));
  const hooks = { beforeRemove: () => {}, afterInsert: () => {} };
  render(
    <MachinesContext.Provider value={pageMachines({ cartQueue: cart.queue, regionHooks: hooks })}>
      <AddToCartLink view={view} config={{ ...config, ...overrides }} />
    </MachinesContext.Provider>,
    { container: document.getElementById('root') as HTMLElement },
  );
  const button = screen.getByRole('link', { name: view.ariaLabel });
  /** The add-to-cart requests the shop received, each as the fields it was sent. */
  const sent = () =>
    cart.requests
      .filter((r) => r.startsWith('POST /cart-api/add_to_cart '))
      .map((r) => Object.fromEntries(new URLSearchParams(r.slice('POST /cart-api/add_to_cart '.length))));
  const announced = () => document.getElementById('a11y-speak-polite')?.textContent;
  return { button, cart, sent, errors, announced, settle: cart.settle };
}

describe('add-to-cart button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(goTo).mockClear();
  });

  it('sends every data attribute through the queue, shows loading, then added with one "View cart" link', async () => {
    const { button, cart, sent, settle } = await renderButton();
    fireEvent.click(button);
    await settle();
    expect(button.className).toContain('loading');
    expect(sent()).toEqual([
      { product_id: '7', quantity: '1', product_sku: 'BM-1', success_message: view.success_message },
    ]);
    await act(() => cart.answer(added('h')));
    expect(button.className).toContain('added');
    expect(button.className).not.toContain('loading');
    expect(button.nextElementSibling?.textContent).toBe('View cart');
    expect(button.nextElementSibling?.getAttribute('href')).toBe('/cart/');

    fireEvent.click(button);
    await settle();
    expect(button.className).not.toContain('added');
    await act(() => cart.answer(added('h2')));
    expect(screen.getAllByRole('link', { name: 'View cart' })).toHaveLength(1);
  });

  it('announces the update with its success message 1000 ms after it, not before', async () => {
    const { button, cart, announced, settle } = await renderButton();
    fireEvent.click(button);
    await settle();
    await act(() => cart.answer(added('h')));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(announced()).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(announced()).toBe(view.success_message);
  });

  it('puts no "View cart" link on the cart page', async () => {
    const { button, cart, settle } = await renderButton({ is_cart: true });
    fireEvent.click(button);
    await settle();
    await act(() => cart.answer(added('h')));
    expect(button.className).toContain('added');
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
  });

  it('sends nothing and stays idle when a listener of statefront:adding_to_cart vetoes', async () => {
    const veto = (e: Event) => e.preventDefault();
    document.addEventListener('statefront:adding_to_cart', veto);
    try {
      const { button, sent, settle } = await renderButton();
      fireEvent.click(button);
      await settle();
      expect(sent()).toEqual([]);
      expect(button.className).not.toMatch(/loading|added/);
    } finally {
      document.removeEventListener('statefront:adding_to_cart', veto);
    }
  });

  it('asks other scripts first on the button itself, with what it would send, then sends', async () => {
    const asked: { target: EventTarget | null; data: unknown; cancelable: boolean }[] = [];
    const listen = (e: Event) =>
      asked.push({ target: e.target, data: (e as CustomEvent).detail.data, cancelable: e.cancelable });
    document.addEventListener('statefront:adding_to_cart', listen);
    try {
      const { button, sent, settle } = await renderButton();
      fireEvent.click(button);
      await settle();
      const data = { product_id: '7', quantity: '1', product_sku: 'BM-1', success_message: view.success_message };
      expect(asked).toEqual([{ target: button, data, cancelable: true }]);
      expect(sent()).toEqual([data]);
    } finally {
      document.removeEventListener('statefront:adding_to_cart', listen);
    }
  });

  it('ignores clicks while loading, so a double click sends once', async () => {
    const { button, sent, settle } = await renderButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await settle();
    fireEvent.click(button);
    await settle();
    expect(sent()).toHaveLength(1);
  });

  it('leaves a Ctrl-click or a Shift-click to the browser (new tab, new window) and adds nothing', async () => {
    const { button, sent, settle } = await renderButton();
    // fireEvent returns false when the default (following the link) was prevented.
    expect(fireEvent.click(button, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(button, { shiftKey: true })).toBe(true);
    await settle();
    expect(sent()).toEqual([]);
    expect(fireEvent.click(button)).toBe(false);
    await settle();
    expect(sent()).toHaveLength(1);
  });

  it('returns to idle and shows and announces the failure when the shop cannot be reached', async () => {
    const { button, cart, errors, settle } = await renderButton();
    fireEvent.click(button);
    await settle();
    await act(() => cart.fail());
    expect(button.className).not.toMatch(/loading|added/);
    expect(errors).toEqual(['The product could not be added to your cart. You are probably offline.']);
  });

  it('goes to product_url when the add answers an error with one', async () => {
    const { button, cart, settle } = await renderButton();
    fireEvent.click(button);
    await settle();
    await act(() => cart.answer({ error: true, product_url: '/product/blue-mug/' }));
    expect(vi.mocked(goTo).mock.calls).toEqual([['/product/blue-mug/']]);
    expect(button.className).toContain('loading');
  });

  it('goes to the cart after an add when cart_redirect_after_add is "yes"', async () => {
    const { button, cart, settle } = await renderButton({ cart_redirect_after_add: 'yes' });
    fireEvent.click(button);
    await settle();
    await act(() => cart.answer(added('h')));
    expect(vi.mocked(goTo).mock.calls).toEqual([['/cart/']]);
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
  });

  it('is only a link without product_id', () => {
    const html = renderToString(
      <RenderConfigContext.Provider
        value={{ ...config, endpoint: '/x/%%endpoint%%', rest_root: '/api/' } as StorefrontConfig}
      >
        <AddToCartButton view={{ ...view, data: undefined, href: '/product/blue-mug/', label: 'Read more' }} />
      </RenderConfigContext.Provider>,
    );
    expect(html).not.toContain('data-island');
    expect(html).toContain('href="/product/blue-mug/"');
  });
});

describe('quantity minimum on page load', () => {
  it('raises inputs below a min of 0 or more, outside the cart quantity column only', () => {
    document.body.innerHTML = `
      <input class="qty" id="below" type="number" min="1" value="0">
      <input class="qty" id="above" type="number" min="1" value="3">
      <input class="qty" id="negative-min" type="number" min="-1" value="-5">
      <input class="qty" id="no-min" type="number" value="-5">
      <table><tr><td class="product-quantity"><input class="qty" id="cart" type="number" min="1" value="0"></td></tr></table>`;
    applyQuantityMinimum(document);
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    expect(value('below')).toBe('1');
    expect(value('above')).toBe('3');
    expect(value('negative-min')).toBe('-5');
    expect(value('no-min')).toBe('-5');
    expect(value('cart')).toBe('0');
  });
});
