import { setup } from 'xstate';

/**
 * A password input's show/hide button: the input
 * switches between hidden and shown text, and the view labels the button to match
 * ("Show password" while hidden, "Hide password" while shown).
 */
export const passwordFieldMachine = setup({
  types: {} as { events: { type: 'TOGGLE' } },
  actions: {
    // Provided by the view: focus stays on the input, so typing goes on where it was.
    focusInput: () => {},
  },
}).createMachine({
  id: 'passwordField',
  initial: 'hidden',
  states: {
    hidden: { on: { TOGGLE: { target: 'shown', actions: 'focusInput' } } },
    shown: { on: { TOGGLE: { target: 'hidden', actions: 'focusInput' } } },
  },
});
