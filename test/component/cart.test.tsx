import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { StorefrontConfig } from '../../domain/storefrontConfig';
import { checkAddingToCart, notifyAddedToCart } from '../../src/live/addToCartButton';
import { applyQuantityMinimum } from '../../src/live/quantityMinimum';
import { AddToCartButton, AddToCartLink } from '../../ui/cart/AddToCartButton';
import type { AddToCartView } from '../../ui/cart/types';
import { MachinesContext, pureMachines } from '../../ui/machines-context';
import { RenderConfigContext } from '../../ui/render-config';

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

/** The button with its effects replaced by doubles: what a shopper would see, and what was asked for. */
function renderButton(overrides: Partial<typeof config> = {}) {
  const sent: { body: Record<string, string>; replyTo: AnyActorRef }[] = [];
  const announce = vi.fn();
  const reportFailure = vi.fn();
  const navigate = vi.fn();
  const machines = {
    ...pureMachines,
    addToCartButton: pureMachines.addToCartButton.provide({
      actors: { checkVeto: checkAddingToCart, notifyAdded: notifyAddedToCart },
      actions: {
        enqueue: ({ self }, body) => sent.push({ body, replyTo: self }),
        announce: (_, text) => announce(text),
        reportFailure: (_, { message }) => reportFailure(message),
        navigate: (_, url) => navigate(url),
      },
    }),
  };
  render(
    <MachinesContext.Provider value={machines}>
      <AddToCartLink view={view} config={{ ...config, ...overrides }} />
    </MachinesContext.Provider>,
  );
  const button = screen.getByRole('link', { name: view.ariaLabel });
  /** Lets what the page is asked and told settle. */
  const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
  return { button, sent, announce, reportFailure, navigate, settle };
}

describe('add-to-cart button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends every data attribute through the queue, shows loading, then added with one "View cart" link', async () => {
    const { button, sent, settle } = renderButton();
    fireEvent.click(button);
    await settle();
    expect(button.className).toContain('loading');
    expect(sent.map((s) => s.body)).toEqual([
      { product_id: '7', quantity: '1', product_sku: 'BM-1', success_message: view.success_message },
    ]);
    act(() => sent[0]!.replyTo.send({ type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h' } }));
    expect(button.className).toContain('added');
    expect(button.className).not.toContain('loading');
    expect(button.nextElementSibling?.textContent).toBe('View cart');
    expect(button.nextElementSibling?.getAttribute('href')).toBe('/cart/');

    fireEvent.click(button);
    await settle();
    expect(button.className).not.toContain('added');
    act(() => sent[1]!.replyTo.send({ type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h2' } }));
    expect(screen.getAllByRole('link', { name: 'View cart' })).toHaveLength(1);
  });

  it('announces the update with its success message 1000 ms after it, not before', async () => {
    const { button, sent, announce, settle } = renderButton();
    fireEvent.click(button);
    await settle();
    act(() => sent[0]!.replyTo.send({ type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h' } }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(announce).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(announce).toHaveBeenCalledWith(view.success_message);
  });

  it('puts no "View cart" link on the cart page', async () => {
    const { button, sent, settle } = renderButton({ is_cart: true });
    fireEvent.click(button);
    await settle();
    act(() => sent[0]!.replyTo.send({ type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h' } }));
    expect(button.className).toContain('added');
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
  });

  it('sends nothing and stays idle when a listener of statefront:adding_to_cart vetoes', async () => {
    const veto = (e: Event) => e.preventDefault();
    document.addEventListener('statefront:adding_to_cart', veto);
    try {
      const { button, sent, settle } = renderButton();
      fireEvent.click(button);
      await settle();
      expect(sent).toEqual([]);
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
      const { button, sent, settle } = renderButton();
      fireEvent.click(button);
      await settle();
      const data = { product_id: '7', quantity: '1', product_sku: 'BM-1', success_message: view.success_message };
      expect(asked).toEqual([{ target: button, data, cancelable: true }]);
      expect(sent.map((s) => s.body)).toEqual([data]);
    } finally {
      document.removeEventListener('statefront:adding_to_cart', listen);
    }
  });

  it('ignores clicks while loading, so a double click sends once', async () => {
    const { button, sent, settle } = renderButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await settle();
    fireEvent.click(button);
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('leaves a Ctrl-click or a Shift-click to the browser (new tab, new window) and adds nothing', async () => {
    const { button, sent, settle } = renderButton();
    // fireEvent returns false when the default (following the link) was prevented.
    expect(fireEvent.click(button, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(button, { shiftKey: true })).toBe(true);
    await settle();
    expect(sent).toEqual([]);
    expect(fireEvent.click(button)).toBe(false);
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('returns to idle and reports a failed request', async () => {
    const { button, sent, reportFailure, settle } = renderButton();
    fireEvent.click(button);
    await settle();
    act(() =>
      sent[0]!.replyTo.send({
        type: 'CART_FAILED',
        failure: { kind: 'network', message: 'You are probably offline.' },
      }),
    );
    expect(button.className).not.toMatch(/loading|added/);
    expect(reportFailure).toHaveBeenCalledWith('You are probably offline.');
  });

  it('goes to product_url when the add answers an error with one', async () => {
    const { button, sent, navigate, settle } = renderButton();
    fireEvent.click(button);
    await settle();
    act(() =>
      sent[0]!.replyTo.send({ type: 'CART_DONE', response: { error: true, product_url: '/product/blue-mug/' } }),
    );
    expect(navigate).toHaveBeenCalledWith('/product/blue-mug/');
    expect(button.className).toContain('loading');
  });

  it('goes to the cart after an add when cart_redirect_after_add is "yes"', async () => {
    const { button, sent, navigate, settle } = renderButton({ cart_redirect_after_add: 'yes' });
    fireEvent.click(button);
    await settle();
    act(() => sent[0]!.replyTo.send({ type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h' } }));
    expect(navigate).toHaveBeenCalledWith('/cart/');
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
