import { useSelector } from '@xstate/react';
import { type InputHTMLAttributes, useRef } from 'react';
import { useMachines } from '../machines-context';
import { useHydrated } from '../useHydrated';
import { useWidget } from '../useWidget';

export const SHOW_PASSWORD = 'Show password';
export const HIDE_PASSWORD = 'Hide password';

/**
 * A password input with its show/hide button: the input switches
 * between hidden and shown text and the button's label between "Show password" and
 * "Hide password", and it is pressed while the text shows. Focus goes back to the input,
 * so typing carries on. The button appears once hydrated: without JavaScript it could do
 * nothing.
 */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { passwordField } = useMachines();
  const actor = useWidget(passwordField, { input });
  const shown = useSelector(actor, (s) => s.matches('shown'));
  const hydrated = useHydrated();
  return (
    <span className="password-input">
      <input {...props} ref={input} type={shown ? 'text' : 'password'} />
      {hydrated && (
        <button
          type="button"
          className="password-input__toggle"
          aria-controls={props.id}
          aria-pressed={shown}
          onClick={() => actor.send({ type: 'TOGGLE' })}
        >
          {shown ? HIDE_PASSWORD : SHOW_PASSWORD}
        </button>
      )}
    </span>
  );
}
