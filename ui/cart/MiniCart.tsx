import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import type { MiniCartFocus } from '../../machines/miniCart';
import { Island } from '../Island';
import { useMachines } from '../machines-context';
import { Modal } from '../modal/Modal';
import { useHydrated } from '../useHydrated';
import { useWidget } from '../useWidget';
import { MiniCartItem } from './MiniCartItem';
import type { CartSummary } from './types';

/**
 * The page regions cart `fragments` replace, by the selector the server keys them with.
 * The server renders them into every page and into every cart response with these same
 * components (src/cart-fragments.tsx).
 */
export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';
export const CART_COUNT_SELECTOR = 'span.cart-contents-count';

/** One mini-cart per page: its heading names the drawer. */
const HEADING_ID = 'mini-cart-heading';

/** The drawer's element for a focus target of the mini-cart machine. */
export function miniCartFocusSelector(target: MiniCartFocus): string {
  if (target === 'heading') return `#${HEADING_ID}`;
  if (target === 'empty') return '.mini-cart__empty';
  return `[data-line-key="${CSS.escape(target.line)}"]`;
}

/**
 * The mini-cart region: static markup around an island and nothing else, so a fragment
 * re-renders the island with the fresh cart (src/hydrate.tsx, updateIsland) and an open
 * drawer stays open. The cart_hash it shows tells the cart sync what this page holds.
 */
export function MiniCartContents({ cart, cartUrl }: { cart: CartSummary; cartUrl: string }) {
  return (
    <div className="widget_shopping_cart_content" data-cart_hash={cart.cart_hash}>
      <Island name="MiniCart" component={MiniCart} props={{ cart, cartUrl }} />
    </div>
  );
}

/**
 * The mini-cart: a drawer (a modal side sheet, ui/modal) that the header's cart button
 * opens, with the cart's lines, subtotal and links; each line removes itself in place.
 * The button exists once hydrated; until then, and without JavaScript, the header's cart
 * link goes to the cart page (docs/decisions/0200).
 */
export function MiniCart({ cart, cartUrl }: { cart: CartSummary; cartUrl: string }) {
  const { miniCart } = useMachines();
  const panel = useRef<HTMLDivElement>(null);
  const keys = cart.lines.map((line) => line.cart_item_key);
  const actor = useWidget(miniCart, { lines: keys, panel });
  const open = useSelector(actor, (s) => s.matches('open'));
  const hydrated = useHydrated();
  // Fresh lines arrive as fresh props (the region updates in place); the machine hears of
  // them before the browser paints, so focus never rests on the page behind.
  const shown = keys.join(' ');
  useLayoutEffect(() => {
    actor.send({ type: 'LINES', lines: shown === '' ? [] : shown.split(' ') });
  }, [actor, shown]);
  return (
    <>
      {hydrated && (
        <button
          type="button"
          className="mini-cart__toggle"
          aria-haspopup="dialog"
          onClick={() => actor.send({ type: 'OPEN' })}
        >
          {/* On narrow screens the button shows the item count; the subtotal stays in its name. */}
          Cart{' '}
          <span className="mini-cart__count">
            {cart.itemCount} {itemWord(cart.itemCount)}
          </span>
          <span className="mini-cart__subtotal visually-hidden-narrow"> – {cart.subtotal}</span>
        </button>
      )}
      <Modal
        open={open}
        variant="sheet"
        className="mini-cart"
        labelledBy={HEADING_ID}
        closeLabel="Close cart"
        onClose={() => actor.send({ type: 'CLOSE' })}
      >
        <div className="mini-cart__body" ref={panel}>
          <h2 className="mini-cart__heading" id={HEADING_ID} tabIndex={-1}>
            Cart
          </h2>
          {cart.lines.length === 0 ? (
            <p className="mini-cart__empty" tabIndex={-1}>
              No products in the cart.
            </p>
          ) : (
            <>
              <ul className="mini-cart__items">
                {cart.lines.map((line) => (
                  <MiniCartItem
                    key={line.cart_item_key}
                    line={line}
                    onRemoving={() => actor.send({ type: 'REMOVING', key: line.cart_item_key })}
                  />
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
          )}
        </div>
      </Modal>
    </>
  );
}

const itemWord = (count: number) => (count === 1 ? 'item' : 'items');

/** The header's item count and total; static markup that fragments replace. */
export function CartCount({ cart }: { cart: CartSummary }) {
  return (
    <span className="cart-contents-count">
      {cart.itemCount} {itemWord(cart.itemCount)} – {cart.subtotal}
    </span>
  );
}
