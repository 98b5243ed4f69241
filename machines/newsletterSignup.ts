import { assign, fromPromise, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';
import { fieldError, NEWSLETTER_FIELDS } from '../domain/fields';
import { signUpFailure } from '../domain/newsletter';

type Refs = { form: ElementRef<HTMLFormElement>; panel: ElementRef<HTMLElement> };
type Context = Refs & { email: string; error: string | null; message: string };
const checked = (email: string) => fieldError(NEWSLETTER_FIELDS.email, email) ?? null;
const error = ({ context }: { context: Context }) => ({ text: context.error ?? '', form: context.form });

/**
 * The popup's newsletter sign-up. Submitting checks the address with the rules the
 * server applies (domain/fields), then sends it in place. The thank-you takes the form's
 * place and is said, focus on it; an error (the check's or the server's) shows beside the
 * field, is said, and focus goes to the field, where it is checked again as it is typed.
 */
export const newsletterSignupMachine = setup({
  types: {} as {
    context: Context;
    input: Refs;
    events: { type: 'CHANGE'; value: string } | { type: 'SUBMIT' };
  },
  actors: {
    // Provided by the live wiring (services/newsletter): the server's thank-you, or a failure.
    signUp: fromPromise<{ message: string }, { email: string }>(() => new Promise(() => {})),
  },
  actions: {
    // Provided by the live wiring (services/announcer, services/focus).
    refuse: (_, _params: { text: string; form: ElementRef<HTMLFormElement> }) => {},
    thank: (_, _params: { text: string; panel: ElementRef<HTMLElement> }) => {},
    type: assign(({ context }, value: string) => ({ email: value, error: context.error && checked(value) })),
  },
  guards: { invalid: ({ context }) => checked(context.email) !== null },
}).createMachine({
  id: 'newsletterSignup',
  context: ({ input }) => ({ ...input, email: '', error: null, message: '' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: { type: 'type', params: ({ event }) => event.value } },
        SUBMIT: [
          { guard: 'invalid', target: 'refused', actions: assign({ error: ({ context }) => checked(context.email) }) },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'thanked', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => signUpFailure(event.error) }) },
      },
    },
    // Either check refused the address: the error is said and the field takes focus.
    refused: { entry: { type: 'refuse', params: error }, always: 'editing' },
    thanked: {
      type: 'final',
      entry: { type: 'thank', params: ({ context }) => ({ text: context.message, panel: context.panel }) },
    },
  },
});
