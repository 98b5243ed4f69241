import { Island } from '../Island';
import { MiniCartItem } from './MiniCartItem';
import type { CartSummary } from './types';

/**
 * The page regions cart `fragments` replace, by the selector the server keys them with.
 * The server renders them into every page and into every cart response with these same
 * components (src/cart-fragments.tsx).
 */
export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';
export const CART_COUNT_SELECTOR = 'span.cart-contents-count';

/**
 * The mini-cart region: static markup around an island, so that a fragment replaces the
 * whole region and the island in it is hydrated again. The cart_hash it shows tells the
 * cart sync what this page holds.
 */
export function MiniCartContents({ cart, cartUrl }: { cart: CartSummary; cartUrl: string }) {
  return (
    <div className="widget_shopping_cart_content" data-cart_hash={cart.cart_hash}>
      <Island name="MiniCart" component={MiniCart} props={{ cart, cartUrl }} />
    </div>
  );
}

/** The mini-cart's items, subtotal and links; each line removes itself in place. */
export function MiniCart({ cart, cartUrl }: { cart: CartSummary; cartUrl: string }) {
  if (cart.lines.length === 0) return <p className="mini-cart__empty">No products in the cart.</p>;
  return (
    <>
      <ul className="mini-cart__items">
        {cart.lines.map((line) => (
          <MiniCartItem key={line.cart_item_key} line={line} />
        ))}
      </ul>
      <p className="mini-cart__total">
        <strong>Subtotal:</strong> {cart.subtotal}
      </p>
      <p className="mini-cart__buttons">
        <a href={cartUrl} className="button wc-forward">
          View cart
        </a>
        <a href="/checkout/" className="button checkout wc-forward">
          Checkout
        </a>
      </p>
    </>
  );
}

/** The header's item count and total; static markup that fragments replace. */
export function CartCount({ cart }: { cart: CartSummary }) {
  return (
    <span className="cart-contents-count">
      {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'} – {cart.subtotal}
    </span>
  );
}
