import { useRef } from 'react';
import type { AddToCartLinkProps } from './AddToCartButton';
import { dataAttributes, useAddToCart } from './useAddToCart';

export interface AddToCartFormProps {
  productId: number;
  maxQuantity: number;
  /** Where the form posts without JavaScript. */
  action: string;
  success_message?: string;
  config: AddToCartLinkProps['config'];
}

/**
 * The product page's add-to-cart form. Without JavaScript it posts and the page comes
 * back with a notice; with it, the add goes through the same machine and queue as the
 * listing buttons, sending every data-* attribute of its button (as they do) with the
 * product and the chosen quantity.
 */
export function AddToCartForm({ productId, maxQuantity, action, success_message, config }: AddToCartFormProps) {
  const button = useRef<HTMLButtonElement>(null);
  const quantity = useRef<HTMLInputElement>(null);
  const { busy, added, viewCartLink, activate } = useAddToCart(button, {
    config,
    ...(success_message ? { success_message } : {}),
  });
  return (
    <form
      className="cart"
      method="post"
      action={action}
      onSubmit={(e) =>
        activate(e, {
          ...(button.current ? dataAttributes(button.current) : {}),
          product_id: String(productId),
          quantity: quantity.current?.value ?? '1',
        })
      }
    >
      <label htmlFor="quantity">Quantity</label>
      <input
        ref={quantity}
        id="quantity"
        className="qty"
        type="number"
        name="quantity"
        min={1}
        max={maxQuantity}
        step={1}
        defaultValue={1}
        inputMode="numeric"
      />
      <button
        ref={button}
        type="submit"
        name="add-to-cart"
        value={productId}
        data-product_id={productId}
        className={`button single_add_to_cart_button${busy ? ' loading' : ''}${added ? ' added' : ''}`}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        Add to cart
      </button>
      {viewCartLink && (
        <a href={config.cart_url} className="added_to_cart wc-forward" title={config.i18n_view_cart}>
          {config.i18n_view_cart}
        </a>
      )}
    </form>
  );
}
