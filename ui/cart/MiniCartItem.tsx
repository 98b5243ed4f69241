import { useActorRef, useSelector } from '@xstate/react';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';
import type { MiniCartLine } from './types';
import { usePageRestored } from './usePageRestored';

/**
 * One mini-cart line with its remove link. The link's href removes the line without
 * JavaScript; with it, the line's machine removes it in place and the line is blocked
 * while the request runs.
 */
export function MiniCartItem({ line }: { line: MiniCartLine }) {
  const { miniCartItem } = useMachines();
  const actor = useActorRef(miniCartItem, {
    ...useActorOptions(),
    input: { cart_item_key: line.cart_item_key, href: line.removeHref, name: line.name },
  });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  usePageRestored(actor);

  return (
    <li className={`mini-cart__item${busy ? ' blocked' : ''}`} aria-busy={busy || undefined}>
      <a
        href={line.removeHref}
        className="remove remove_from_cart_button"
        aria-label={`Remove ${line.name} from cart`}
        data-cart_item_key={line.cart_item_key}
        onClick={(e) => {
          if (e.button > 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          const snapshot = actor.getSnapshot();
          if (snapshot.can({ type: 'REMOVE' }) || snapshot.hasTag('busy')) e.preventDefault();
          actor.send({ type: 'REMOVE' });
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
