import { renderToString } from 'react-dom/server';
import { CART_PAGE_SELECTOR, CartPageContents } from '../ui/cart/CartPageContents';
import { CART_COUNT_SELECTOR, CartCount, MINI_CART_SELECTOR, MiniCartContents } from '../ui/cart/MiniCart';
import type { CartFragmentsView } from '../ui/cart/types';

/**
 * The `fragments` of a cart response: each cart region of the page, rendered by the
 * component the page renders it with, keyed by the selector of the element it replaces.
 * React escapes the markup; a region a page does not have is simply not replaced there.
 */
export function renderCartFragments(view: CartFragmentsView): Record<string, string> {
  return {
    [MINI_CART_SELECTOR]: renderToString(<MiniCartContents cart={view.cart} cartUrl={view.cartUrl} />),
    [CART_COUNT_SELECTOR]: renderToString(<CartCount cart={view.cart} />),
    [CART_PAGE_SELECTOR]: renderToString(<CartPageContents cart={view.cartPage} />),
  };
}
