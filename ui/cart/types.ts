/** View models of the cart's views, built by server/views/cart.ts. */

export interface MiniCartLine {
  cart_item_key: string;
  name: string;
  url: string;
  image: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  /** Fallback removal link, followed when the in-page removal cannot complete. */
  removeHref: string;
}

export interface CartSummary {
  lines: MiniCartLine[];
  itemCount: number;
  subtotal: string;
  cart_hash: string;
}

export interface AddToCartView {
  href: string;
  label: string;
  /** Accessible name, e.g. "Add “Blue mug” to your cart". */
  ariaLabel: string;
  /** data-* attributes sent with an in-page add; absent when the add needs the product page. */
  data?: { product_id: string; quantity: string; product_sku: string };
  success_message?: string;
}

export interface CartPageView {
  lines: (MiniCartLine & { maxQuantity: number })[];
  subtotal: string;
  itemCount: number;
  updateAction: string;
  checkoutUrl: string;
  shopUrl: string;
  /** Guards the "Update cart" form (the remove links carry it in their href). */
  nonce: string;
}

/** What the cart's page regions are rendered from, for pages and for cart `fragments` alike. */
export interface CartFragmentsView {
  cart: CartSummary;
  cartUrl: string;
  cartPage: CartPageView;
}
