import { assign, fromPromise, setup } from 'xstate';
import {
  type ContactErrors,
  type ContactRefusal,
  type ContactValues,
  contactErrors,
  contactRefusal,
  contactSaid,
  EMPTY_CONTACT,
  recheckContact,
} from '../domain/contact';
import type { ElementRef } from '../domain/elementRef';

/** The view's form, the error summary above it, and the thanks that takes its place. */
type Elements = {
  form: ElementRef<HTMLFormElement>;
  summary: ElementRef<HTMLElement>;
  thanks: ElementRef<HTMLElement>;
};
interface Context extends Elements, ContactRefusal {
  values: ContactValues;
}
const says = ({ context }: { context: Context }) => ({ text: contactSaid(context) });

/**
 * The contact form with JavaScript. Submitting checks every field with the rules the
 * server applies (domain/fields), then sends the message through the REST API. Problems
 * (the check's, or the server's: fields at fault, the throttle, the network) show at the
 * fields and in the error summary, which is announced and focused; a field showing an
 * error is checked again as it is typed. The thanks takes the form's place, said and focused.
 */
export const contactFormMachine = setup({
  types: {} as {
    context: Context;
    input: Elements & { values?: ContactValues; errors?: ContactErrors };
    events: { type: 'CHANGE'; name: string; value: string } | { type: 'SUBMIT' };
  },
  actors: {
    // Provided by the live wiring (services/contact): the server's thanks, or a failure.
    send: fromPromise<string, ContactValues>(() => new Promise(() => {})),
  },
  actions: {
    // Provided by the live wiring: services/announcer, services/focus.
    announce: (_, _params: { text: string }) => {},
    focusSummary: (_, _params: Elements) => {},
    focusThanks: (_, _params: Elements) => {},
    record: assign(({ context }, { name, value }: { name: string; value: string }) => ({
      values: { ...context.values, [name]: value },
      errors: recheckContact(context.errors, name, value),
    })),
  },
  guards: { invalid: ({ context }) => Object.keys(contactErrors(context.values)).length > 0 },
}).createMachine({
  id: 'contactForm',
  context: ({ input: { values = EMPTY_CONTACT, errors = {}, ...elements } }) => ({ ...elements, values, errors }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'filling',
      on: {
        CHANGE: { actions: { type: 'record', params: ({ event }) => event } },
        SUBMIT: [
          {
            guard: 'invalid',
            target: '.refused',
            actions: assign(({ context }) => ({ errors: contactErrors(context.values), message: undefined })),
          },
          { target: 'sending' },
        ],
      },
      states: {
        filling: {},
        // What to fix is said, and focus goes to the summary, whose links lead to each field.
        refused: {
          entry: [
            { type: 'announce', params: says },
            { type: 'focusSummary', params: ({ context }) => context },
          ],
        },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => context.values,
        onDone: { target: 'sent', actions: assign({ message: ({ event }) => event.output, errors: {} }) },
        onError: {
          target: 'editing.refused',
          actions: assign(({ event }) => ({ message: undefined, ...contactRefusal(event.error) })),
        },
      },
    },
    sent: {
      type: 'final',
      entry: [
        { type: 'announce', params: says },
        { type: 'focusThanks', params: ({ context }) => context },
      ],
    },
  },
});
