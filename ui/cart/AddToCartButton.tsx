import type { AddToCartView } from '../../src/pages/types';

/**
 * The listing's add-to-cart button: a real link, whose GET adds the product and comes
 * back with a notice, so it works without JavaScript. Its data-* attributes are what an
 * in-page add sends (spec section 3); without data-product_id it is only a link.
 */
export function AddToCartButton({ view }: { view: AddToCartView }) {
  const data = view.data
    ? {
        'data-product_id': view.data.product_id,
        'data-quantity': view.data.quantity,
        'data-product_sku': view.data.product_sku,
      }
    : {};
  return (
    <a
      href={view.href}
      className={view.data ? 'button add-to-cart-button ajax-add-to-cart' : 'button'}
      aria-label={view.ariaLabel}
      rel="nofollow"
      {...data}
      {...(view.success_message ? { 'data-success_message': view.success_message } : {})}
    >
      {view.label}
    </a>
  );
}
