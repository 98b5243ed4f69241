import { useRef } from 'react';
import type { AddToCartConfig } from '../../domain/addToCart';
import { Island } from '../Island';
import { Kept } from '../Kept';
import { useRenderConfig } from '../render-config';
import type { AddToCartView } from './types';
import { dataAttributes, useAddToCart } from './useAddToCart';

export interface AddToCartLinkProps {
  view: AddToCartView;
  config: AddToCartConfig & { i18n_view_cart: string };
}

function dataProps(view: AddToCartView) {
  return {
    ...(view.data
      ? {
          'data-product_id': view.data.product_id,
          'data-quantity': view.data.quantity,
          'data-product_sku': view.data.product_sku,
        }
      : {}),
    ...(view.success_message ? { 'data-success_message': view.success_message } : {}),
  };
}

/**
 * The listing's add-to-cart button: a real link, whose GET adds the product and comes
 * back with a notice, so it works without JavaScript. Its data-* attributes are what an
 * in-page add sends. With product_id it is an island that adds in place;
 * without, it is only a link (to the product page).
 */
export function AddToCartButton({ view }: { view: AddToCartView }) {
  const config = useRenderConfig();
  if (!view.data || !config) {
    return (
      <a href={view.href} className="button" aria-label={view.ariaLabel} rel="nofollow" {...dataProps(view)}>
        {view.label}
      </a>
    );
  }
  const { cart_url, cart_redirect_after_add, is_cart, i18n_view_cart } = config;
  return (
    <Kept name="AddToCartButton" input={view}>
      <Island
        name="AddToCartButton"
        component={AddToCartLink}
        props={{ view, config: { cart_url, cart_redirect_after_add, is_cart, i18n_view_cart } }}
      />
    </Kept>
  );
}

/** The hydrated button: loading and added marks, and the "View cart" link after it. */
export function AddToCartLink({ view, config }: AddToCartLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const { busy, added, viewCartLink, activate } = useAddToCart(link, {
    config,
    ...(view.success_message ? { success_message: view.success_message } : {}),
  });
  return (
    <>
      <a
        ref={link}
        href={view.href}
        className={`button add-to-cart-button ajax-add-to-cart${busy ? ' loading' : ''}${added ? ' added' : ''}`}
        aria-label={view.ariaLabel}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        rel="nofollow"
        {...dataProps(view)}
        onClick={(e) => activate(e, dataAttributes(e.currentTarget))}
      >
        {view.label}
      </a>
      {viewCartLink && (
        <a href={config.cart_url} className="added_to_cart wc-forward" title={config.i18n_view_cart}>
          {config.i18n_view_cart}
        </a>
      )}
    </>
  );
}
