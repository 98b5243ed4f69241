import { useActor } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';
import type { PopupView } from './types';

/**
 * The shop's popup (spec section 4): a modal dialog that opens when the popup machine
 * says so. Focus moves into it on open, stays inside while it is open, and returns to
 * where it was when it closes. Escape and the close button close it; "Don't show this
 * again" closes it for good. Nothing is rendered on the server: it only ever opens in
 * the browser.
 */
export function Popup({ config, user }: PopupView) {
  const { popup } = useMachines();
  const [state, send] = useActor(popup, {
    ...useActorOptions(),
    input: { popupId: config.id, triggers: config.triggers, conditions: config.conditions, user },
  });
  const open = state.matches('open');
  const dialog = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') send({ type: 'CLOSE' });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open, send]);

  if (!open) return null;

  // Tab and Shift+Tab cycle through the dialog's buttons: the page behind is inert.
  const keepFocusInside = (e: React.KeyboardEvent) => {
    if (e.key !== 'Tab' || !dialog.current) return;
    const buttons = [...dialog.current.querySelectorAll<HTMLElement>('button')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (e.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="popup-backdrop">
      <div
        ref={dialog}
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        <button type="button" className="popup__close" aria-label="Close" onClick={() => send({ type: 'CLOSE' })}>
          ×
        </button>
        <h2 id={headingId}>{config.heading}</h2>
        <p>{config.body}</p>
        <button type="button" className="popup__never" onClick={() => send({ type: 'DONT_SHOW_AGAIN' })}>
          Don't show this again
        </button>
      </div>
    </div>
  );
}
