import { assign, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';
import { type FieldRule, fieldError } from '../domain/fields';

interface Context {
  fields: Record<string, FieldRule>;
  values: Record<string, string>;
  /** The message shown beside each field that has one. */
  errors: Record<string, string>;
  /** The view's form: where focus goes, and what posts. */
  form: ElementRef<HTMLFormElement>;
}

type Errors = Record<string, string>;

function withError(errors: Errors, name: string, message: string | undefined): Errors {
  const { [name]: _old, ...rest } = errors;
  return message ? { ...rest, [name]: message } : rest;
}

function allErrors(context: Context): Errors {
  const errors: Errors = {};
  for (const [name, rule] of Object.entries(context.fields)) {
    const message = fieldError(rule, context.values[name] ?? '');
    if (message) errors[name] = message;
  }
  return errors;
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
    input: {
      fields: Record<string, FieldRule>;
      values?: Record<string, string>;
      errors?: Errors;
      form: ElementRef<HTMLFormElement>;
    };
    events: { type: 'CHANGE'; name: string; value: string } | { type: 'SUBMIT' };
  },
  actions: {
    // Provided by the live wiring (services/announcer).
    announce: (_, _params: { text: string }) => {},
    // Provided by the live wiring (services/focus, services/forms): focus and submission
    // of the view's form.
    focusField: (_, _params: { form: ElementRef<HTMLFormElement>; name: string }) => {},
    submit: (_, _params: { form: ElementRef<HTMLFormElement> }) => {},
  },
  guards: {
    allValid: ({ context }) => Object.keys(allErrors(context)).length === 0,
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
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.name]: event.value };
            const rule = context.fields[event.name];
            const errors =
              rule && context.errors[event.name] !== undefined
                ? withError(context.errors, event.name, fieldError(rule, event.value))
                : context.errors;
            return { values, errors };
          }),
        },
        SUBMIT: [
          { guard: 'allValid', target: 'submitting' },
          {
            actions: [
              assign({ errors: ({ context }) => allErrors(context) }),
              {
                type: 'announce',
                params: ({ context }) => ({ text: Object.values(context.errors).join(' ') }),
              },
              {
                type: 'focusField',
                params: ({ context }) => ({
                  form: context.form,
                  name: Object.keys(context.fields).find((name) => context.errors[name]) ?? '',
                }),
              },
            ],
          },
        ],
      },
    },
    // The form posts and the page is replaced; nothing more happens here.
    submitting: { type: 'final', entry: { type: 'submit', params: ({ context }) => ({ form: context.form }) } },
  },
});
