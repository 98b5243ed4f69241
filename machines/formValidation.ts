import { assign, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';
import { type FieldErrors, type FieldRule, formErrors, recheckField } from '../domain/fields';

type Form = ElementRef<HTMLFormElement>;

interface Context {
  fields: Record<string, FieldRule>;
  values: Record<string, string>;
  /** The message shown beside each field that has one. */
  errors: FieldErrors;
  /** The view's form: where focus goes, and what posts. */
  form: Form;
}

/**
 * A form checked in the browser with the rules the server applies (domain/fields).
 * Submitting checks every field and either lets the form post, or shows and announces
 * what to fix and moves focus to the first field in question. A field showing an error
 * is checked again as the shopper types, so the error goes as soon as it is fixed. The
 * server's own errors arrive as input. Fields are not checked on leaving them (decision
 * 0034): an error appearing on blur moves the submit button under a pressed mouse.
 */
export const formValidationMachine = setup({
  types: {} as {
    context: Context;
    input: { fields: Record<string, FieldRule>; values?: Record<string, string>; errors?: FieldErrors; form: Form };
    events: { type: 'CHANGE'; name: string; value: string } | { type: 'SUBMIT' };
  },
  actions: {
    // Provided by the live wiring: services/announcer, services/focus, services/forms.
    announce: (_, _params: { text: string }) => {},
    focusField: (_, _params: { form: Form; name: string }) => {},
    submit: (_, _params: { form: Form }) => {},
    record: assign(({ context }, { name, value }: { name: string; value: string }) => ({
      values: { ...context.values, [name]: value },
      errors: recheckField(context.fields, context.errors, name, value),
    })),
    checkAll: assign({ errors: ({ context }) => formErrors(context.fields, context.values) }),
  },
  guards: {
    allValid: ({ context }) => Object.keys(formErrors(context.fields, context.values)).length === 0,
  },
}).createMachine({
  id: 'formValidation',
  context: ({ input }) => ({
    fields: input.fields,
    values: input.values ?? {},
    errors: input.errors ?? {},
    form: input.form,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'filling',
      on: {
        CHANGE: { actions: { type: 'record', params: ({ event }) => event } },
        SUBMIT: 'checking',
      },
      states: {
        filling: {},
        // Submitted with problems: each shown beside its field, all said, the first focused
        // (errors are in the fields' order).
        refused: {
          entry: [
            'checkAll',
            { type: 'announce', params: ({ context }) => ({ text: Object.values(context.errors).join(' ') }) },
            {
              type: 'focusField',
              params: ({ context }) => ({ form: context.form, name: Object.keys(context.errors)[0] ?? '' }),
            },
          ],
        },
      },
    },
    checking: { always: [{ guard: 'allValid', target: 'submitting' }, { target: 'editing.refused' }] },
    // The form posts and the page is replaced; nothing more happens here.
    submitting: { type: 'final', entry: { type: 'submit', params: ({ context }) => ({ form: context.form }) } },
  },
});
