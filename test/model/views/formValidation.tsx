import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { formValidationMachine } from '../../../machines/formValidation';
import { liveMachines } from '../../../src/live/machines';
import { LoginForm } from '../../../ui/account/AccountForms';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

type Errors = Record<string, string>;
const EMAIL_REQUIRED = 'Email address is required.';
const EMAIL_INVALID = 'Please enter a valid email address.';
const PASSWORD_REQUIRED = 'Password is required.';

/** The login form's rules, as the shopper meets them, for the values the paths type. */
function errorsOf(values: Record<string, string>): Errors {
  const errors: Errors = {};
  const email = values.email ?? '';
  if (email === '') errors.email = EMAIL_REQUIRED;
  else if (email === 'not-an-email') errors.email = EMAIL_INVALID;
  if ((values.password ?? '') === '') errors.password = PASSWORD_REQUIRED;
  return errors;
}

/**
 * The my-account page's login form as the server rendered it (with the errors of its last
 * post, if any), hydrated; its native post recorded instead of leaving the page.
 */
function start(input: { values?: Record<string, string>; errors?: Errors }, run: RunMachine) {
  const view = {
    action: '/my-account/',
    nonce: 'n'.repeat(22),
    values: input.values ?? {},
    errors: input.errors ?? {},
  };
  render(
    <MachinesContext.Provider value={{ ...liveMachines, formValidation: run(liveMachines.formValidation) }}>
      <LoginForm view={view} />
      <div id="a11y-speak-polite" data-testid="polite" aria-live="polite" />
      <div id="a11y-speak-assertive" data-testid="assertive" aria-live="assertive" />
    </MachinesContext.Provider>,
  );
  const form = document.querySelector('form') as HTMLFormElement;
  const posted = vi.spyOn(form, 'submit').mockImplementation(() => {});
  // What the rules say the page shows, kept as the path goes: the values typed, the errors beside the fields, what was said.
  return { form, posted, values: { ...view.values }, shown: { ...view.errors }, said: [] as string[] };
}
type UI = ReturnType<typeof start>;

const input = (name: string) =>
  screen.getByLabelText(name === 'email' ? /Email address/ : /^Password/, { selector: 'input' }) as HTMLInputElement;
const shownErrors = (ui: UI) =>
  Object.fromEntries(
    [...ui.form.querySelectorAll<HTMLInputElement>('input[name]:not([type=hidden])')].flatMap((field) => {
      const error = document.getElementById(`${field.id}-error`);
      return error ? [[field.name, error.textContent]] : [];
    }),
  );

/** Each error the rules show is beside its field, the field marked invalid and described by it; no other. */
function showsErrors(ui: UI) {
  expect(shownErrors(ui)).toEqual(ui.shown);
  for (const name of ['email', 'password']) {
    const field = input(name);
    expect(field.getAttribute('aria-invalid')).toBe(ui.shown[name] ? 'true' : null);
    expect((field.getAttribute('aria-describedby') ?? '').includes(`${field.id}-error`)).toBe(name in ui.shown);
  }
  const said = [...screen.getByTestId('assertive').children].map((line) => line.textContent);
  expect(said).toEqual(ui.said);
  expect(screen.getByTestId('polite').children).toHaveLength(0);
}

/**
 * Submitting checks every field with the server's rules: a form that passes posts, once;
 * one with problems posts nothing, shows each field's message beside it, says them all
 * (assertively) and puts focus on the first field in question. A field showing an error
 * is checked again as it is typed, so the error goes once fixed; one showing none is not
 * called wrong while it is typed (decision 0034). The server's errors come with the page.
 */
export default pathDriver(formValidationMachine, {
  start,
  events: {
    CHANGE: (ui, event) => {
      const name = event.name as string;
      const value = event.value as string;
      ui.values[name] = value;
      // Typed again over the same value: the field is emptied first, as selecting it all and typing does.
      if (input(name).value === value) fireEvent.change(input(name), { target: { value: '' } });
      fireEvent.change(input(name), { target: { value } });
      if (name in ui.shown) {
        const { [name]: _old, ...rest } = ui.shown;
        const now = errorsOf(ui.values)[name];
        ui.shown = now ? { ...rest, [name]: now } : rest;
      }
    },
    SUBMIT: (ui) => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      const errors = errorsOf(ui.values);
      if (Object.keys(errors).length > 0) {
        ui.shown = errors;
        ui.said.push(Object.values(errors).join(' '));
      }
    },
  },
  states: {
    'editing.filling': (ui) => {
      showsErrors(ui);
      expect(ui.posted).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(document.body);
    },
    'editing.refused': (ui, event) => {
      showsErrors(ui);
      expect(ui.posted).not.toHaveBeenCalled();
      if (event.type === 'SUBMIT') {
        const first = ['email', 'password'].find((name) => name in ui.shown) ?? '';
        expect(document.activeElement).toBe(input(first));
      }
    },
    // The form posts as it would without JavaScript, once; the page is replaced.
    submitting: (ui) => {
      expect(errorsOf(ui.values)).toEqual({});
      expect(ui.posted).toHaveBeenCalledTimes(1);
      expect(shownErrors(ui)).toEqual({});
    },
  },
  // Typing keeps the form where it is; submitting is refused or posts, from either.
  moves: ['editing.filling', 'editing.refused'].flatMap((from) => [
    [from, { type: 'CHANGE', name: 'email', value: 'not-an-email' }, from],
    [from, { type: 'CHANGE', name: 'email', value: 'shopper@example.com' }, from],
    [from, { type: 'CHANGE', name: 'password', value: 'analytical engine' }, from],
    [from, { type: 'SUBMIT' }, 'editing.refused'],
    [from, { type: 'SUBMIT' }, 'submitting'],
  ]) as [string, { type: string }, string][],
});
