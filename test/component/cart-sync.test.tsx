import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startCartWithServer } from '../model/views/cart-edge';

/** What another tab of the shop does when its cart changes. */
function otherTabChangesCart(cart_hash: string) {
  const tab = new BroadcastChannel('statefront-cart');
  tab.postMessage({ cart_hash });
  tab.close();
}

/**
 * What the tabs have heard: a third tab listening. The channel delivers to every tab in
 * the same turn, so once it has heard a change, this page has too.
 */
function listeningTab() {
  const heard: string[] = [];
  const tab = new BroadcastChannel('statefront-cart');
  tab.onmessage = (e: MessageEvent) => heard.push((e.data as { cart_hash: string }).cart_hash);
  onTestFinished(() => tab.close());
  return heard;
}

const REFRESH = 'GET /cart-api/get_refreshed_fragments';

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
    const heard = listeningTab();
    otherTabChangesCart('h1');
    await vi.waitFor(() => expect(cart.requests).toEqual([REFRESH]));
    // The first refresh may already have been answered with the cart before this change.
    otherTabChangesCart('h2');
    // Heard while the first refresh is still open: answered, it is out of date.
    await vi.waitFor(() => expect(heard).toEqual(['h1', 'h2']));
    expect(cart.requests).toEqual([REFRESH]);
    await cart.answer({ fragments: {}, cart_hash: 'h1' });
    await vi.waitFor(() => expect(cart.requests).toEqual([REFRESH, REFRESH]));
    await cart.answer({ fragments: {}, cart_hash: 'h2' });
    expect(cart.requests).toEqual([REFRESH, REFRESH]);
  });
});
