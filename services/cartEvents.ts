/**
 * The cart's DOM events for other scripts on the page (docs/cart-hooks.md): each is a
 * `CustomEvent` dispatched on the element it concerns, bubbling to `document`.
 */

/**
 * Dispatched on an add-to-cart button before anything is sent; cancelable. Calling
 * `preventDefault()` on it vetoes the add; `event.detail.data` holds what would be sent.
 */
export const ADDING_TO_CART_EVENT = 'statefront:adding_to_cart';

export interface AddingToCartDetail {
  data: Record<string, string>;
}

/**
 * Asks the page's listeners whether `button` may add `data` to the cart: true when one
 * vetoed. A button that is not in the page (no element) is not vetoed.
 */
export function addingToCartVetoed(button: Element | null, data: Record<string, string>): boolean {
  if (!button) return false;
  const event = new CustomEvent<AddingToCartDetail>(ADDING_TO_CART_EVENT, {
    bubbles: true,
    cancelable: true,
    detail: { data },
  });
  return !button.dispatchEvent(event);
}

/**
 * Whether a "View cart" link (`.added_to_cart`, as the classic shop script and its
 * add-ons mark theirs) is already beside `button`: in its parent, where one is put after it.
 */
export function viewCartLinkFollows(button: Element | null): boolean {
  return button?.parentElement?.querySelector('.added_to_cart') != null;
}
