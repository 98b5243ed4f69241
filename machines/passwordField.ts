import { setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';

/**
 * A password input's show/hide button: the input
 * switches between hidden and shown text, and the view labels the button to match
 * ("Show password" while hidden, "Hide password" while shown).
 */
export const passwordFieldMachine = setup({
  types: {} as {
    context: { input: ElementRef<HTMLInputElement> };
    input: { input: ElementRef<HTMLInputElement> };
    events: { type: 'TOGGLE' };
  },
  actions: {
    // Provided by the live wiring (services/focus): focus stays on the input, so typing
    // goes on where it was.
    focusInput: (_, _params: { input: ElementRef<HTMLInputElement> }) => {},
  },
}).createMachine({
  id: 'passwordField',
  context: ({ input }) => ({ input: input.input }),
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        TOGGLE: {
          target: 'shown',
          actions: { type: 'focusInput', params: ({ context }) => ({ input: context.input }) },
        },
      },
    },
    shown: {
      on: {
        TOGGLE: {
          target: 'hidden',
          actions: { type: 'focusInput', params: ({ context }) => ({ input: context.input }) },
        },
      },
    },
  },
});
