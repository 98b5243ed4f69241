import type { CartFragmentsView, CartPageView, CartSummary } from '../../ui/cart/types';
import type { ShopContext } from '../context';
import { formatMoney } from '../views/money';
import { cartSummary } from '../views/product';
import { type Cart, MAX_LINE_QUANTITY } from './repository';

export const CART_URL = '/cart/';
export const CHECKOUT_URL = '/checkout/';
/** One nonce action guards the cart's state-changing links and forms: remove links and "Update cart". */
export const CART_NONCE_ACTION = 'cart';

/** The no-JavaScript removal link of a cart line, guarded by the session's cart nonce. */
export function removeHref(key: string, nonce: string): string {
  return `${CART_URL}?remove_item=${encodeURIComponent(key)}&_nonce=${encodeURIComponent(nonce)}`;
}

/** A nonce is only needed (and only possible) when the cart has lines, hence a session. */
export async function cartNonce(shop: ShopContext, owner: string | undefined, cart: Cart): Promise<string> {
  return owner && cart.lines.length > 0 ? shop.nonces.forPage(owner, CART_NONCE_ACTION) : '';
}

export function miniCartView(cart: Cart, nonce: string): CartSummary {
  return cartSummary(cart, (key) => removeHref(key, nonce));
}

export function cartPageView(cart: Cart, nonce: string): CartPageView {
  const summary = miniCartView(cart, nonce);
  return {
    lines: summary.lines.map((l, i) => ({
      ...l,
      maxQuantity: Math.min(cart.lines[i]?.product.stock_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
    })),
    subtotal: formatMoney(cart.subtotalCents),
    itemCount: cart.itemCount,
    updateAction: CART_URL,
    checkoutUrl: CHECKOUT_URL,
    shopUrl: '/shop/',
    nonce,
  };
}

export function cartFragmentsView(cart: Cart, nonce: string): CartFragmentsView {
  return { cart: miniCartView(cart, nonce), cartUrl: CART_URL, cartPage: cartPageView(cart, nonce) };
}
