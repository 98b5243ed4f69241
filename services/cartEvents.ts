import type { CartResponse } from '../domain/cart';

/**
 * The cart's DOM events for other scripts on the page (docs/cart-hooks.md): each is a
 * `CustomEvent` dispatched on the element it concerns, bubbling to `document`.
 */

/**
 * Dispatched on an add-to-cart button before anything is sent; cancelable. Calling
 * `preventDefault()` on it vetoes the add; `event.detail.data` holds what will be sent,
 * and is the very object posted: a listener may add, change or delete its properties.
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

/** Dispatched on the button after an add the cart confirmed, when the shopper stays on the page. */
export const ADDED_TO_CART_EVENT = 'statefront:added_to_cart';
/** Dispatched on a line's remove link after the cart confirmed its removal, before the line leaves the page. */
export const REMOVED_FROM_CART_EVENT = 'statefront:removed_from_cart';
/** Dispatched on `document` once cart regions were replaced with the server's fresh markup. */
export const FRAGMENTS_REFRESHED_EVENT = 'statefront:fragments_refreshed';
/** Dispatched on `document` once at start when the cart regions the page came with are current. */
export const FRAGMENTS_LOADED_EVENT = 'statefront:fragments_loaded';

/** The cart after a change: each region's new markup by selector, and the cart's hash ('' when empty). */
export interface CartChangeDetail {
  fragments: Record<string, string>;
  cart_hash: string | undefined;
}

/** `data`: what was posted, with any change an `adding_to_cart` listener made. */
export interface AddedToCartDetail extends CartChangeDetail {
  data: Record<string, string>;
}

export interface RemovedFromCartDetail extends CartChangeDetail {
  cart_item_key: string;
}

/** `fragments`: the regions now in the page, each selector with the markup it was given. */
export interface FragmentsRefreshedDetail {
  fragments: Record<string, string>;
}

/** `cart_hash`: the hash of the cart the page shows ('' when empty). */
export interface FragmentsLoadedDetail {
  cart_hash: string;
}

/** Tells other scripts: a bubbling event on `target` while it is in the page, else on `document`. */
function tell(target: Node | null, name: string, detail: object): void {
  const on: EventTarget = target?.isConnected ? target : document;
  // A listener that throws is reported by the browser; it stops neither the others nor the cart.
  on.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
}

/** The cart's answer as an event carries it: a copy, so a listener cannot change what the cart holds. */
const changeOf = (answer: { fragments?: Record<string, string>; cart_hash?: string }): CartChangeDetail => ({
  fragments: { ...answer.fragments },
  cart_hash: answer.cart_hash,
});

export function tellAddedToCart(button: Element | null, data: Record<string, string>, answer: CartResponse): void {
  tell(button, ADDED_TO_CART_EVENT, { ...changeOf(answer), data: { ...data } } satisfies AddedToCartDetail);
}

/** On the line's remove link, found by its key while the line is still in the page. */
export function tellRemovedFromCart(cart_item_key: string, answer: CartResponse): void {
  const link = [...document.querySelectorAll<HTMLElement>('a.remove[data-cart_item_key]')].find(
    (a) => a.dataset.cart_item_key === cart_item_key,
  );
  tell(link ?? null, REMOVED_FROM_CART_EVENT, { ...changeOf(answer), cart_item_key } satisfies RemovedFromCartDetail);
}

export function tellFragmentsRefreshed(fragments: Record<string, string>): void {
  tell(document, FRAGMENTS_REFRESHED_EVENT, { fragments: { ...fragments } } satisfies FragmentsRefreshedDetail);
}

export function tellFragmentsLoaded(cart_hash: string): void {
  tell(document, FRAGMENTS_LOADED_EVENT, { cart_hash } satisfies FragmentsLoadedDetail);
}

/**
 * Whether a "View cart" link (`.added_to_cart`, as the classic shop script and its
 * add-ons mark theirs) is already beside `button`: in its parent, where one is put after it.
 */
export function viewCartLinkFollows(button: Element | null): boolean {
  return button?.parentElement?.querySelector('.added_to_cart') != null;
}
