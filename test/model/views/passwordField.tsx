import { fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { passwordFieldMachine } from '../../../machines/passwordField';
import { liveMachines } from '../../../src/live/machines';
import { PasswordInput } from '../../../ui/forms/PasswordInput';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

function start(_input: unknown, run: RunMachine) {
  render(
    <MachinesContext.Provider value={{ ...liveMachines, passwordField: run(liveMachines.passwordField) }}>
      <label htmlFor="password">Password</label>
      <PasswordInput id="password" name="password" />
    </MachinesContext.Provider>,
  );
  return { input: screen.getByLabelText('Password') as HTMLInputElement };
}
type UI = ReturnType<typeof start>;

/** The toggle shows or hides the typed password; focus stays on the input, so typing goes on. */
const showing =
  (type: 'password' | 'text', label: string) =>
  ({ input }: UI) => {
    expect(input.type).toBe(type);
    const toggle = screen.getByRole('button', { name: label });
    expect(toggle.getAttribute('aria-controls')).toBe('password');
  };
const focusStaysOnInput = ({ input }: UI) => expect(document.activeElement).toBe(input);

export default pathDriver(passwordFieldMachine, {
  start,
  events: {
    // A click on the button focuses it first, as it does in a browser; the machine puts focus back.
    TOGGLE: () => {
      const toggle = screen.getByRole('button', { name: /password/ });
      toggle.focus();
      fireEvent.click(toggle);
    },
  },
  states: {
    hidden: (ui, event) => {
      showing('password', 'Show password')(ui);
      if (event.type === 'TOGGLE') focusStaysOnInput(ui);
    },
    shown: (ui) => {
      showing('text', 'Hide password')(ui);
      focusStaysOnInput(ui);
    },
  },
  moves: [
    ['hidden', { type: 'TOGGLE' }, 'shown'],
    ['shown', { type: 'TOGGLE' }, 'hidden'],
  ],
});
