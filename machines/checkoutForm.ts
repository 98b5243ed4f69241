import { assign, fromPromise, setup } from 'xstate';
import {
  BILLING_FIELDS,
  type BillingField,
  type CheckoutRequest,
  checkoutRequest,
  refusalOf,
} from '../domain/checkout';

interface Context {
  /** The form's fields as sent. */
  form: Record<string, string>;
  /** The message beside each field the server refused. */
  errors: Partial<Record<BillingField, string>>;
  /** Why no order was placed, when it is not a field's fault. */
  message: string | undefined;
  /** Errors shown since the page loaded were announced; those the server rendered are an alert. */
  announced: boolean;
}

const refusedFields = (error: unknown) => refusalOf(error).errors;

/**
 * The checkout form with JavaScript: the form's fields go to the JSON checkout instead of
 * the page reloading; a second submit while one is on its way is ignored. Refused fields
 * show their messages beside them and in the error summary above the form, which is
 * announced and focused (its links lead to each field); any other refusal (stock, an empty
 * cart, the network) is shown in the same summary, announced and focused. A placed order goes to its purchase summary.
 */
export const checkoutFormMachine = setup({
  types: {} as {
    context: Context;
    input: { errors?: Partial<Record<BillingField, string>> };
    events: { type: 'SUBMIT'; form: Record<string, string> };
  },
  actors: {
    // Provided by the live wiring: resolves with the purchase summary's address.
    placeOrder: fromPromise<string, CheckoutRequest>(() => new Promise(() => {})),
  },
  actions: {
    // Provided by the live wiring (services/announcer, services/navigation).
    announce: (_, _params: { text: string }) => {},
    goTo: (_, _params: { url: string }) => {},
    // Provided by the view: focus its error summary.
    focusMessage: () => {},
  },
  guards: {
    fieldsRefused: ({ event }) => Object.keys(refusedFields((event as { error?: unknown }).error)).length > 0,
  },
}).createMachine({
  id: 'checkoutForm',
  context: ({ input }) => ({ form: {}, errors: input.errors ?? {}, message: undefined, announced: false }),
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: { target: 'placing', actions: assign({ form: ({ event }) => event.form }) } },
    },
    placing: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => checkoutRequest(context.form),
        onDone: { target: 'placed', actions: { type: 'goTo', params: ({ event }) => ({ url: event.output }) } },
        onError: [
          {
            guard: 'fieldsRefused',
            target: 'editing',
            actions: [
              assign({ errors: ({ event }) => refusedFields(event.error), message: undefined, announced: true }),
              {
                type: 'announce',
                params: ({ context: { errors } }) => ({
                  text: `There is a problem. ${BILLING_FIELDS.flatMap((f) => errors[f] ?? []).join(' ')}`,
                }),
              },
              'focusMessage',
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({ errors: {}, message: ({ event }) => refusalOf(event.error).message, announced: true }),
              { type: 'announce', params: ({ context }) => ({ text: context.message ?? '' }) },
              'focusMessage',
            ],
          },
        ],
      },
    },
    // The browser is on its way to the purchase summary.
    placed: { type: 'final' },
  },
});
