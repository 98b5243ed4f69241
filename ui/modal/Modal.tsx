import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useLayoutEffect, useRef } from 'react';

export interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /**
   * The shopper asks to close: Escape, or the close button. Only the machine closes the
   * dialog (by no longer rendering it, or by `open` turning false), so a machine that
   * stays open keeps it open.
   */
  onClose: () => void;
  /**
   * For a dialog that stays in the page while closed (its content must outlive a close,
   * such as the mini-cart's lines with their machines): shown as a modal while true.
   * Without it, the dialog is open for as long as it is rendered.
   */
  open?: boolean;
  /** 'centre' (the default) for a dialog over the page, 'sheet' for a panel along the side. */
  variant?: 'centre' | 'sheet';
  className?: string;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Where focus returns on close; by default, wherever it was when the dialog opened. */
  returnFocusTo?: HTMLElement | null;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/**
 * The one modal primitive (docs/decisions/0111): the platform's `<dialog>`, shown with
 * `showModal()` while it is open. The browser moves focus in, keeps Tab inside and makes
 * the page behind inert; the stylesheet locks the page's scroll while a modal dialog is open.
 * Escape arrives as the dialog's `cancel` event, which is turned into `onClose` instead of
 * letting the dialog close itself behind the machine's back. On close, focus goes back.
 */
export function Modal({
  labelledBy,
  onClose,
  open = true,
  variant = 'centre',
  className,
  closeLabel = 'Close',
  returnFocusTo,
  onKeyDown,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef(returnFocusTo);
  const closing = useRef(false);
  // Declared first, so the effect below reads the latest when it opens the dialog.
  useLayoutEffect(() => {
    returnTo.current = returnFocusTo;
  });

  // A layout effect: its clean-up runs while the dialog is still in the document, so
  // `close()` ends the modal state before the element goes.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const previous = returnTo.current ?? document.activeElement;
    closing.current = false;
    element.showModal();
    return () => {
      closing.current = true;
      if (element.open) element.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The browser may close a dialog without asking (a second Escape with no click between):
  // the machine must hear of it all the same.
  const onClosed = () => {
    if (!closing.current) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`modal modal--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      onCancel={onCancel}
      onClose={onClosed}
      onKeyDown={onKeyDown}
    >
      <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
      {children}
    </dialog>
  );
}
