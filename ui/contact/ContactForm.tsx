import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { CONTACT_FIELD_NAMES, CONTACT_FIELDS, CONTACT_MESSAGES, type ContactField } from '../../domain/contact';
import { MESSAGE_MAX } from '../../domain/fields';
import { ErrorSummary } from '../forms/ErrorSummary';
import { FormField } from '../forms/FormField';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import type { ContactFormView } from './types';

const INPUTS: Record<Exclude<ContactField, 'message'>, { type: 'text' | 'email' | 'tel'; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/**
 * The contact form. Without JavaScript it posts to the contact page, which answers with
 * the thanks or the form again, errors at the fields and the values kept; hydrated (an
 * island), the contactForm machine checks it and sends it in place. Either way problems
 * are listed in a summary above the form that links to each field.
 */
export function ContactForm({ id, view }: { id: string; view: ContactFormView }) {
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const { contactForm } = useMachines();
  const actor = useWidget(contactForm, { values: view.values, errors: view.errors, form, summary, thanks });
  const errors = useSelector(actor, (s) => s.context.errors);
  const message = useSelector(actor, (s) => s.context.message);
  const sent = useSelector(actor, (s) => s.matches('sent'));
  const busy = useSelector(actor, (s) => s.matches('sending'));
  // Errors the server rendered with the page are an alert; later ones are announced by the machine.
  const asAlert = useSelector(actor, (s) => s.matches({ editing: 'filling' }));
  const invalid = CONTACT_FIELD_NAMES.filter((name) => errors[name]);
  const fieldId = (name: ContactField) => `${id}-${name}`;
  const change = (name: ContactField) => (value: string) => actor.send({ type: 'CHANGE', name, value });
  const row = (name: ContactField) => ({
    id: fieldId(name),
    name,
    label: CONTACT_FIELDS[name].label,
    required: CONTACT_FIELDS[name].required,
    error: errors[name],
  });

  return (
    <div className="contact-form">
      {view.heading && <h2 className="content-heading">{view.heading}</h2>}
      <div ref={thanks} className="contact-form__thanks" tabIndex={-1}>
        {sent && <p className="notice notice--success">{message}</p>}
      </div>
      {!sent && (
        <form
          ref={form}
          method="post"
          action={view.action}
          noValidate
          aria-busy={busy || undefined}
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) actor.send({ type: 'SUBMIT' });
          }}
        >
          {(invalid.length > 0 || message) && (
            <ErrorSummary
              summaryRef={summary}
              className="notice notice--error contact-form__errors"
              alert={asAlert}
              heading={<h3 className="contact-form__errors-heading">{CONTACT_MESSAGES.summary}</h3>}
              message={message}
              links={invalid.map((name) => ({ href: `#${fieldId(name)}`, text: errors[name] }))}
            />
          )}
          <input type="hidden" name="_nonce" value={view.nonce} />
          {(['name', 'email', 'phone'] as const).map((name) => (
            <FormField
              key={name}
              {...row(name)}
              {...INPUTS[name]}
              defaultValue={view.values[name]}
              onChange={change(name)}
            />
          ))}
          <FormField
            {...row('message')}
            control={(control) => (
              <textarea
                {...control}
                rows={6}
                maxLength={MESSAGE_MAX}
                defaultValue={view.values.message}
                onChange={(e) => change('message')(e.currentTarget.value)}
              />
            )}
          />
          <button type="submit" className="button">
            {busy ? 'Sending…' : view.submitLabel}
          </button>
        </form>
      )}
    </div>
  );
}
