import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useMachines } from '../machines-context';
import { Modal } from '../modal/Modal';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { useWidget } from '../useWidget';
import type { PopupView } from './types';

/**
 * The shop's popup: a modal dialog (ui/modal) that opens when the popup machine says so.
 * Escape and the close button close it; "Don't show this again" closes it for good. A
 * newsletter offer carries its sign-up form.
 * Nothing is rendered on the server: it only ever opens in the browser.
 */
export function Popup({ config, user }: PopupView) {
  const { popup } = useMachines();
  const actor = useWidget(popup, {
    popupId: config.id,
    triggers: config.triggers,
    conditions: config.conditions,
    user,
  });
  const open = useSelector(actor, (s) => s.matches('open'));
  const headingId = useId();

  if (!open) return null;
  return (
    <Modal className="popup" labelledBy={headingId} onClose={() => actor.send({ type: 'CLOSE' })}>
      <h2 id={headingId}>{config.heading}</h2>
      <p>{config.body}</p>
      {config.newsletter && <NewsletterSignup />}
      <button type="button" className="popup__never" onClick={() => actor.send({ type: 'DONT_SHOW_AGAIN' })}>
        Don't show this again
      </button>
    </Modal>
  );
}
