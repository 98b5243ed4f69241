import type { CartFragmentsView, CartPageView, CartSummary } from '../../ui/cart/types';
import { type Cart, MAX_LINE_QUANTITY } from '../cart/repository';
import type { ShopContext } from '../context';
import { imageOf } from '../view-parts/product-card';
import { CART_URL, CHECKOUT_URL, formatMoney, productUrl } from '../view-parts/shared';

export { CART_URL, CHECKOUT_URL };
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

/** The cart as the mini-cart and the cart page show it. `removeHref` is the no-JS removal. */
function cartSummary(cart: Cart, removeHref: (key: string) => string): CartSummary {
  return {
    lines: cart.lines.map((l) => ({
      cart_item_key: l.cart_item_key,
      name: l.product.name,
      url: productUrl(l.product.slug),
      image: imageOf(l.product),
      quantity: l.quantity,
      unitPrice: formatMoney(l.unitCents),
      lineTotal: formatMoney(l.lineCents),
      removeHref: removeHref(l.cart_item_key),
    })),
    itemCount: cart.itemCount,
    subtotal: formatMoney(cart.subtotalCents),
    cart_hash: cart.cart_hash,
  };
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
