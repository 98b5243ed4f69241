import type { CartPageView } from './types';

export const CART_PAGE_SELECTOR = 'div.cart-page-contents';

/**
 * The cart page's line items and totals, or its empty state. A plain form: "Update cart"
 * posts every quantity (0 removes the line), the remove links work as links. Cart
 * responses carry this region too, so a removal from the mini-cart or another tab
 * updates the cart page in place. On narrow screens the stylesheet lays each row out as
 * a card, its cells labelled by their `data-title` (the column headings are off screen).
 */
export function CartPageContents({ cart }: { cart: CartPageView }) {
  if (cart.lines.length === 0) {
    return (
      <div className="cart-page-contents">
        <div className="cart-empty">
          <p>Your cart is currently empty.</p>
          <p>
            <a className="button" href={cart.shopUrl}>
              Return to shop
            </a>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="cart-page-contents">
      <form className="cart-form" method="post" action={cart.updateAction}>
        <input type="hidden" name="_nonce" value={cart.nonce} />
        <table className="shop_table cart">
          <thead className="visually-hidden-narrow">
            <tr>
              <th scope="col">
                <span className="visually-hidden">Remove item</span>
              </th>
              <th scope="col">
                <span className="visually-hidden">Image</span>
              </th>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
              <th scope="col">Subtotal</th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line) => (
              <tr key={line.cart_item_key} className="cart_item">
                <td className="product-remove">
                  <a
                    href={line.removeHref}
                    className="remove"
                    aria-label={`Remove ${line.name} from cart`}
                    data-cart_item_key={line.cart_item_key}
                  >
                    ×
                  </a>
                </td>
                <td className="product-thumbnail">
                  <img src={line.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
                </td>
                <td className="product-name">
                  <a href={line.url}>{line.name}</a>
                </td>
                <td className="product-price" data-title="Price">
                  {line.unitPrice}
                </td>
                <td className="product-quantity" data-title="Quantity">
                  <label className="visually-hidden" htmlFor={`qty-${line.cart_item_key}`}>
                    Quantity of {line.name}
                  </label>
                  <input
                    id={`qty-${line.cart_item_key}`}
                    className="qty"
                    type="number"
                    name={`cart[${line.cart_item_key}][qty]`}
                    min={0}
                    max={line.maxQuantity}
                    step={1}
                    defaultValue={line.quantity}
                    inputMode="numeric"
                  />
                </td>
                <td className="product-subtotal" data-title="Subtotal">
                  {line.lineTotal}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <button type="submit" className="button" name="update_cart" value="1">
            Update cart
          </button>
        </p>
      </form>
      <div className="cart-totals">
        <h2>Cart totals</h2>
        <p>
          Subtotal: <strong>{cart.subtotal}</strong>
        </p>
        <a className="button checkout-button" href={cart.checkoutUrl}>
          Proceed to checkout
        </a>
      </div>
    </div>
  );
}
