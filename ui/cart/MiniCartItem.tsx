import { useSelector } from '@xstate/react';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import { takeClickInPlace } from './takeClickInPlace';
import type { MiniCartLine } from './types';

/**
 * One mini-cart line with its remove link. The link's href removes the line without
 * JavaScript; with it, the line's machine removes it in place and the line is blocked
 * while the request runs. `onRemoving` tells the mini-cart which line the shopper removes.
 * The line can take focus (the mini-cart gives it focus when the line before it goes).
 */
export function MiniCartItem({ line, onRemoving }: { line: MiniCartLine; onRemoving: () => void }) {
  const { miniCartItem } = useMachines();
  const actor = useWidget(miniCartItem, { cart_item_key: line.cart_item_key, href: line.removeHref, name: line.name });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  return (
    <li
      className={`mini-cart__item${busy ? ' blocked' : ''}`}
      aria-busy={busy || undefined}
      data-line-key={line.cart_item_key}
      tabIndex={-1}
    >
      <a
        href={line.removeHref}
        className="remove remove_from_cart_button"
        aria-label={`Remove ${line.name} from cart`}
        data-cart_item_key={line.cart_item_key}
        onClick={(e) => {
          if (takeClickInPlace(e, actor, { type: 'REMOVE' })) onRemoving();
        }}
      >
        ×
      </a>
      <a href={line.url} className="mini-cart__product">
        <img src={line.image} alt="" width={48} height={48} loading="lazy" decoding="async" />
        {line.name}
      </a>
      <span className="quantity">
        {line.quantity} × {line.unitPrice}
      </span>
    </li>
  );
}
