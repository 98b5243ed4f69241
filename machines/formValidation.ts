import { assign, setup } from 'xstate';
import { type FieldRule, fieldError } from './rules/fields';

interface Context {
  fields: Record<string, FieldRule>;
  values: Record<string, string>;
  /** The message shown beside each field that has one. */
  errors: Record<string, string>;
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
 * A form checked in the browser with the rules the server applies (machines/rules/fields):
 * a filled field is checked when the shopper leaves it; a field showing an error is
 * checked again as they type, so the error goes as soon as it is fixed; submitting checks
 * every field and either lets the form post or shows and announces what to fix and moves
 * focus to the first field in question. The server's own errors arrive as input.
 */
export const formValidationMachine = setup({
  types: {} as {
    context: Context;
    input: { fields: Record<string, FieldRule>; values?: Record<string, string>; errors?: Errors };
    events: { type: 'CHANGE'; name: string; value: string } | { type: 'BLUR'; name: string } | { type: 'SUBMIT' };
  },
  actions: {
    // Provided by the live wiring (services/announcer).
    announce: (_, _params: { text: string }) => {},
    // Provided by the view: focus and submission of its own form.
    focusField: (_, _params: { name: string }) => {},
    submit: () => {},
  },
  guards: {
    leftInvalid: ({ context }, params: { name: string }) => {
      const rule = context.fields[params.name];
      const value = context.values[params.name] ?? '';
      return rule !== undefined && value !== '' && fieldError(rule, value) !== undefined;
    },
    allValid: ({ context }) => Object.keys(allErrors(context)).length === 0,
  },
}).createMachine({
  id: 'formValidation',
  context: ({ input }) => ({ fields: input.fields, values: input.values ?? {}, errors: input.errors ?? {} }),
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
        BLUR: {
          guard: { type: 'leftInvalid', params: ({ event }) => ({ name: event.name }) },
          actions: [
            assign({
              errors: ({ context, event }) =>
                withError(
                  context.errors,
                  event.name,
                  fieldError(context.fields[event.name]!, context.values[event.name] ?? ''),
                ),
            }),
            { type: 'announce', params: ({ context, event }) => ({ text: context.errors[event.name] ?? '' }) },
          ],
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
                  name: Object.keys(context.fields).find((name) => context.errors[name]) ?? '',
                }),
              },
            ],
          },
        ],
      },
    },
    // The form posts and the page is replaced; nothing more happens here.
    submitting: { type: 'final', entry: 'submit' },
  },
});
