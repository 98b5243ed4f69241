import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { NEWSLETTER_URL } from '../../domain/newsletter';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import { NewsletterForm } from './NewsletterForm';

/**
 * The newsletter sign-up in place (the popup's): the form while the shopper types, sent by
 * the newsletterSignup machine; its thank-you in the form's place once signed up. The panel
 * around them takes focus then, so focus never falls out of the dialog.
 */
export function NewsletterSignup() {
  const form = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { newsletterSignup } = useMachines();
  const actor = useWidget(newsletterSignup, { form, panel });
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.matches('sending'));
  const thanks = useSelector(actor, (s) => (s.matches('thanked') ? s.context.message : null));
  return (
    <div className="newsletter-signup" ref={panel} tabIndex={-1}>
      {thanks === null ? (
        <NewsletterForm
          action={NEWSLETTER_URL}
          idPrefix="popup-newsletter"
          email=""
          error={error ?? undefined}
          source="popup"
          busy={busy}
          formRef={form}
          onChange={(value) => actor.send({ type: 'CHANGE', value })}
          onSubmit={() => actor.send({ type: 'SUBMIT' })}
        />
      ) : (
        <p className="newsletter-signup__thanks">{thanks}</p>
      )}
    </div>
  );
}
