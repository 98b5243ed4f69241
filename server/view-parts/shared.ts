/**
 * What every builder of page data shares, and the content widgets' data too: the shop's
 * addresses, its money, and read-only views. It imports nothing of server/ (the import
 * rules check it, docs/decisions/0325), so any folder of server/ may use it.
 */

export const CART_URL = '/cart/';
export const CHECKOUT_URL = '/checkout/';
export const productUrl = (slug: string) => `/product/${encodeURIComponent(slug)}/`;
export const categoryUrl = (slug: string) => `/product-category/${encodeURIComponent(slug)}/`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
}

/** `value` and everything in it made read-only: a view shared by renders cannot be changed by one. */
export function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}
