import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCartWithServer } from '../model/views/cart-edge';

// The page's real cart queue, regions and sync, with the server as the only double.
describe('cart queue on the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="a">0</div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const add = async (cart: Awaited<ReturnType<typeof startCartWithServer>>, id: string) => {
    cart.queue.send({ type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: id } } });
    await cart.settle();
  };
  const region = () => document.querySelector('div.a') as HTMLElement;

  it('still updates the regions after a round of requests that all failed brought nothing', async () => {
    const cart = await startCartWithServer();
    await act(async () => {
      await add(cart, '1');
      await cart.answer({ fragments: { 'div.a': '<div class="a">1</div>' }, cart_hash: 'h1' });
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(region().textContent).toBe('1');

    // Offline: the add fails, and so does the refresh that follows it; nothing to show.
    await act(async () => {
      await add(cart, '2');
      await cart.fail();
      await cart.fail();
    });
    expect(region().hasAttribute('aria-busy')).toBe(false);

    await act(async () => {
      await add(cart, '3');
      await cart.answer({ fragments: { 'div.a': '<div class="a">3</div>' }, cart_hash: 'h3' });
    });
    expect(region().getAttribute('aria-busy')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(region().textContent).toBe('3');
    expect(cart.requests).toEqual([
      'POST /cart-api/add_to_cart product_id=1',
      'POST /cart-api/add_to_cart product_id=2',
      'GET /cart-api/get_refreshed_fragments',
      'POST /cart-api/add_to_cart product_id=3',
    ]);
  });

  it('gives a region back as it was, usable, when the markup for it has no element to put in its place', async () => {
    const cart = await startCartWithServer();
    await act(async () => {
      await add(cart, '1');
      await cart.answer({ fragments: { 'div.a': 'Sold out' }, cart_hash: 'h1' });
    });
    expect(region().getAttribute('aria-busy')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(region().outerHTML).toBe('<div class="a">0</div>');
  });
});
