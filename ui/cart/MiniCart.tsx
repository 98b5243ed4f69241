import type { CartSummary } from '../../src/pages/types';

/**
 * The mini-cart contents. The server renders this region into every page and into the
 * `fragments` of cart responses, under the selector MINI_CART_SELECTOR.
 */
export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';
export const CART_COUNT_SELECTOR = 'span.cart-contents-count';

export function MiniCartContents({ cart, cartUrl }: { cart: CartSummary; cartUrl: string }) {
  return (
    <div className="widget_shopping_cart_content">
      {cart.lines.length === 0 ? (
        <p className="mini-cart__empty">No products in the cart.</p>
      ) : (
        <>
          <ul className="mini-cart__items">
            {cart.lines.map((line) => (
              <li className="mini-cart__item" key={line.cart_item_key}>
                <a
                  href={line.removeHref}
                  className="remove remove_from_cart_button"
                  aria-label={`Remove ${line.name} from cart`}
                  data-cart_item_key={line.cart_item_key}
                >
                  ×
                </a>
                <a href={line.url}>
                  <img src={line.image} alt="" width={48} height={48} />
                  {line.name}
                </a>
                <span className="quantity">
                  {line.quantity} × {line.unitPrice}
                </span>
              </li>
            ))}
          </ul>
          <p className="mini-cart__total">
            <strong>Subtotal:</strong> {cart.subtotal}
          </p>
          <p className="mini-cart__buttons">
            <a href={cartUrl} className="button">
              View cart
            </a>
            <a href="/checkout/" className="button checkout">
              Checkout
            </a>
          </p>
        </>
      )}
    </div>
  );
}

export function CartCount({ cart }: { cart: CartSummary }) {
  return (
    <span className="cart-contents-count">
      {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'} – {cart.subtotal}
    </span>
  );
}
