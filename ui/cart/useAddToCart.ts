import { useSelector } from '@xstate/react';
import type { RefObject, SyntheticEvent } from 'react';
import type { AddToCartConfig } from '../../domain/addToCart';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import { takeClickInPlace } from './takeClickInPlace';

/** A button's data-* attributes, as the classic script reads them at the click. */
export function dataAttributes(element: HTMLElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(element.dataset)) if (value !== undefined) data[name] = value;
  return data;
}

/**
 * One add-to-cart button's actor, shared by the listing link and the product page form.
 * The machine decides; this only feeds it clicks and reads back what to render. `element`
 * is the button: other scripts' veto event is dispatched on it (docs/cart-hooks.md).
 */
export function useAddToCart(
  element: RefObject<HTMLElement | null>,
  input: { config: AddToCartConfig; success_message?: string },
) {
  const { addToCartButton } = useMachines();
  const actor = useWidget(addToCartButton, { ...input, button: element });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const added = useSelector(actor, (s) => s.matches({ ready: 'added' }));
  const viewCartLink = useSelector(actor, (s) => s.context.viewCartLink);

  /** A click or submit: in place when the click rule says so, else the link or form goes ahead. */
  function activate(e: SyntheticEvent, data: Record<string, string>) {
    takeClickInPlace(e, actor, { type: 'CLICK', data });
  }

  return { busy, added, viewCartLink, activate };
}
