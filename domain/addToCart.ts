import type { StorefrontConfig } from './storefrontConfig';

/** The storefront configuration an add-to-cart button decides with. */
export type AddToCartConfig = Pick<StorefrontConfig, 'cart_url' | 'cart_redirect_after_add' | 'is_cart'>;

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
