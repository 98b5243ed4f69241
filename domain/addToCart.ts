import type { CartResponse } from './cart';
import type { ElementRef } from './elementRef';
import type { StorefrontConfig } from './storefrontConfig';

/** The storefront configuration an add-to-cart button decides with. */
export type AddToCartConfig = Pick<StorefrontConfig, 'cart_url' | 'cart_redirect_after_add' | 'is_cart'>;

/** What an add sends: every data-* attribute of the button at the click, as the classic script does. */
export type AddData = Record<string, string>;

/** An add-to-cart button's start: `button` is the link or submit button, on which other scripts are asked and told. */
export type AddToCartInput = { config: AddToCartConfig; success_message?: string; button: ElementRef };

/** An add the cart confirmed, as other scripts are told of it: the button, what it sent, the answer. */
export type AddedToCart = { button: ElementRef; data: AddData; response: CartResponse };

/**
 * What the page tells an add-to-cart button: other scripts' say on the add (ALLOWED or
 * VETOED), that no "View cart" link follows it yet, that Back restored the page.
 */
export type AddToCartPageEvent = { type: 'ALLOWED' | 'VETOED' | 'NO_VIEW_CART_LINK' | 'PAGE_RESTORED' };

/**
 * Where the browser goes after the cart's answer to an add, if anywhere: to the product
 * page when the add failed and the answer names it (the product needs options chosen
 * there), to the cart when the shop sends shoppers there after an add; otherwise the
 * shopper stays on the page.
 */
export function pageAfterAdd(
  answer: { error?: boolean; product_url?: string },
  { cart_redirect_after_add, cart_url }: AddToCartConfig,
): string | undefined {
  if (answer.error) return answer.product_url;
  return cart_redirect_after_add === 'yes' ? cart_url : undefined;
}
