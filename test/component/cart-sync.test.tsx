import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCartWithServer } from '../model/views/cart-edge';

const REFRESH = 'GET /cart-api/get_refreshed_fragments';
/** A cart answer confirms a cart only with its fragments (decision 0191). */
const FRAGMENTS = { 'span.cart-count': '<span class="cart-count">1</span>' };

describe('cart regions kept current across tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="widget_shopping_cart_content" data-cart_hash="h0"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refreshes when another tab changes the cart, and again when a second change arrives during that refresh', async () => {
    const cart = await startCartWithServer();
    cart.fromOtherTab({ cart_hash: 'h1' });
    await cart.settle();
    expect(cart.requests).toEqual([REFRESH]);
    // The first refresh may already have been answered with the cart before this change.
    cart.fromOtherTab({ cart_hash: 'h2' });
    await cart.settle();
    expect(cart.requests).toEqual([REFRESH]);
    await cart.answer({ fragments: FRAGMENTS, cart_hash: 'h1' });
    expect(cart.requests).toEqual([REFRESH, REFRESH]);
    await cart.answer({ fragments: FRAGMENTS, cart_hash: 'h2' });
    expect(cart.requests).toEqual([REFRESH, REFRESH]);
  });

  it('refreshes again when Back brings the page from the cache during a refresh, even if that refresh failed', async () => {
    const cart = await startCartWithServer();
    cart.fromOtherTab({ cart_hash: 'h1' });
    await cart.settle();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await cart.settle();
    expect(cart.requests).toEqual([REFRESH]);
    await cart.fail();
    expect(cart.requests).toEqual([REFRESH, REFRESH]);
    await cart.answer({ fragments: FRAGMENTS, cart_hash: 'h1' });
    expect(cart.requests).toEqual([REFRESH, REFRESH]);
  });

  it('tells the other tabs nothing when a refresh answers without a cart_hash', async () => {
    const cart = await startCartWithServer();
    cart.fromOtherTab({ cart_hash: 'h1' });
    await cart.settle();
    await cart.answer({ fragments: FRAGMENTS });
    expect(cart.published).toEqual([]);
    // The tab still shows h0, so h0 from another tab is no news, and h1 still is.
    cart.fromOtherTab({ cart_hash: 'h0' });
    await cart.settle();
    expect(cart.requests).toEqual([REFRESH]);
  });
});
