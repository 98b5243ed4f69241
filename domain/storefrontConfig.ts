/**
 * The storefront configuration: what the server tells the browser about the shop, embedded
 * in every page as JSON in the meta tag named below (the server writes it, the browser
 * reads it; both import the name from here).
 */
export const STOREFRONT_CONFIG_META = 'statefront-config';

/** Storefront configuration of spec section 3, embedded in every page as JSON. */
export interface StorefrontConfig {
  /** Cart endpoint template; %%endpoint%% is replaced by add_to_cart or remove_from_cart. */
  endpoint: string;
  cart_url: string;
  cart_redirect_after_add: 'yes' | 'no';
  is_cart: boolean;
  i18n_view_cart: string;
  /** REST root, ending in a slash. */
  rest_root: string;
  /**
   * The REST nonce of the shopper's session, sent in the nonce header of every REST call.
   * Absent when the shopper has no session yet: the REST client then fetches one.
   */
  nonce?: string;
  /** Visit tracking for order attribution; absent, nothing is tracked. */
  order_attribution?: OrderAttributionConfig;
}

/** How visits are tracked for order attribution (spec sections 4 and 9). */
export interface OrderAttributionConfig {
  /** Configuration allows tracking; when it does not, the tracking cookies are deleted. */
  allowTracking: boolean;
  /** Cookie lifetime in months of 30 days. */
  lifetimeMonths: number;
  /** Minutes without a page view that end a session. */
  sessionMinutes: number;
  /** Give each visitor a promo code cookie (sbjs_promo). */
  promoCode: boolean;
}
