import { useActorRef, useSelector } from '@xstate/react';
import type { RefObject, SyntheticEvent } from 'react';
import { fromPromise } from 'xstate';
import type { AddToCartConfig } from '../../machines/addToCartButton';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';
import { takeClickInPlace } from './takeClickInPlace';

/**
 * The hook other scripts on the page can use to stop an add: a cancelable DOM event
 * dispatched on the button (it bubbles to document) before anything is sent. Calling
 * `preventDefault()` on it vetoes the add; `event.detail.data` holds what would be sent.
 * See docs/cart-hooks.md.
 */
export const ADDING_TO_CART_EVENT = 'statefront:adding_to_cart';

export interface AddingToCartDetail {
  data: Record<string, string>;
}

/** True when a listener vetoed the add. */
function vetoedBy(element: Element | null, data: Record<string, string>): boolean {
  if (!element) return false;
  const event = new CustomEvent<AddingToCartDetail>(ADDING_TO_CART_EVENT, {
    bubbles: true,
    cancelable: true,
    detail: { data },
  });
  return !element.dispatchEvent(event);
}

/** A button's data-* attributes, as the classic script reads them at the click. */
export function dataAttributes(element: HTMLElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(element.dataset)) if (value !== undefined) data[name] = value;
  return data;
}

/**
 * One add-to-cart button's actor, shared by the listing link and the product page form.
 * The machine decides; this only feeds it clicks, the page-restored signal and the DOM
 * veto event, and reads back what to render.
 */
export function useAddToCart(
  element: RefObject<HTMLElement | null>,
  input: { config: AddToCartConfig; success_message?: string },
) {
  const { addToCartButton } = useMachines();
  const actor = useActorRef(
    addToCartButton.provide({
      actors: { checkVeto: fromPromise(async ({ input }) => ({ vetoed: vetoedBy(element.current, input.data) })) },
    }),
    { ...useActorOptions(), input },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const added = useSelector(actor, (s) => s.matches('added'));
  const viewCartLink = useSelector(actor, (s) => s.context.viewCartLink);

  /** A click or submit: in place when the click rule says so, else the link or form goes ahead. */
  function activate(e: SyntheticEvent, data: Record<string, string>) {
    takeClickInPlace(e, actor, { type: 'CLICK', data });
  }

  return { busy, added, viewCartLink, activate };
}
