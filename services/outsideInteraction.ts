/** What happens in the page outside an element: a click, focus arriving, or Escape pressed. */
export interface OutsideListeners {
  click: () => void;
  focus: () => void;
  escape: () => void;
}

/**
 * Listens on the document for clicks and focus landing outside `element` (its own
 * descendants count as inside), and for Escape anywhere; returns the unsubscribe. With no
 * element every click and focus counts as outside.
 */
export function onInteractionOutside(element: Element | null, listeners: OutsideListeners): () => void {
  const outside = (target: EventTarget | null) => !(target instanceof Node && element?.contains(target));
  const onClick = (e: MouseEvent) => outside(e.target) && listeners.click();
  const onFocus = (e: FocusEvent) => outside(e.target) && listeners.focus();
  const onKey = (e: KeyboardEvent) => e.key === 'Escape' && listeners.escape();
  document.addEventListener('click', onClick);
  document.addEventListener('focusin', onFocus);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('focusin', onFocus);
    document.removeEventListener('keydown', onKey);
  };
}
