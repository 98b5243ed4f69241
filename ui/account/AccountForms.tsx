import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type FieldRule, LOGIN_FIELDS, PASSWORD_MIN, REGISTER_FIELDS } from '../../domain/fields';
import { FormField, type InputFieldProps } from '../forms/FormField';
import { useMachines } from '../machines-context';
import { useHydrated } from '../useHydrated';
import { useWidget } from '../useWidget';
import type { AccountFormView } from './types';

type Inputs = Record<string, Pick<InputFieldProps, 'type' | 'autoComplete' | 'help'>>;

/**
 * An account form: a plain form that posts (and is checked by the server) without
 * JavaScript; hydrated, it is checked first in the browser by the formValidation
 * machine with the same rules, which shows errors beside the fields and announces them.
 */
function AccountForm({
  view,
  idPrefix,
  fields,
  inputs,
  submitLabel,
}: {
  view: AccountFormView;
  idPrefix: string;
  fields: Record<string, FieldRule>;
  inputs: Inputs;
  submitLabel: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { formValidation } = useMachines();
  const actor = useWidget(formValidation, { fields, values: view.values, errors: view.errors, form });
  // Until hydrated, the browser's own checks apply (required, type=email); then the machine's.
  const enhanced = useHydrated();
  useEffect(() => {
    // Text typed before hydration is in the inputs but not yet in the machine: the view
    // reads its own inputs, as it does on every change (docs/decisions/0150).
    const typed = form.current ? new FormData(form.current) : null;
    for (const name of Object.keys(fields)) {
      const value = typed?.get(name);
      if (typeof value === 'string' && value !== (view.values[name] ?? '')) actor.send({ type: 'CHANGE', name, value });
    }
  }, [fields, actor, view.values]);

  const errors = useSelector(actor, (s) => s.context.errors);
  return (
    <form
      ref={form}
      className="account-form"
      method="post"
      action={view.action}
      noValidate={enhanced}
      data-enhanced={enhanced ? '' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      {Object.entries(fields).map(([name, rule]) => {
        const input = inputs[name];
        if (!input) return null;
        return (
          <FormField
            key={name}
            id={`${idPrefix}-${name}`}
            name={name}
            label={rule.label}
            required={rule.required}
            {...input}
            defaultValue={view.values[name] ?? ''}
            error={errors[name]}
            onChange={(value: string) => actor.send({ type: 'CHANGE', name, value })}
          />
        );
      })}
      <input type="hidden" name="_nonce" value={view.nonce} />
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </form>
  );
}

export function LoginForm({ view }: { view: AccountFormView }) {
  return (
    <AccountForm
      view={view}
      idPrefix="login"
      fields={LOGIN_FIELDS}
      inputs={{
        email: { type: 'email', autoComplete: 'username' },
        password: { type: 'password', autoComplete: 'current-password' },
      }}
      submitLabel="Log in"
    />
  );
}

export function RegisterForm({ view }: { view: AccountFormView }) {
  return (
    <AccountForm
      view={view}
      idPrefix="register"
      fields={REGISTER_FIELDS}
      inputs={{
        name: { type: 'text', autoComplete: 'name' },
        email: { type: 'email', autoComplete: 'email' },
        phone: {
          type: 'tel',
          autoComplete: 'tel',
          help: '6 to 15 digits, optionally starting with +. Spaces, dashes, dots and brackets are fine.',
        },
        password: {
          type: 'password',
          autoComplete: 'new-password',
          help: `At least ${PASSWORD_MIN} characters. A few unrelated words make a strong password.`,
        },
      }}
      submitLabel="Register"
    />
  );
}
