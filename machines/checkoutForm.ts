import { assign, fromPromise, setup } from 'xstate';
import { type CheckoutRequest, checkoutRequest, type Refusal, refusalOf, refusalText } from '../domain/checkout';
import type { ElementRef } from '../domain/elementRef';

/** The view's form, and the error summary at its top. */
type Elements = { form: ElementRef<HTMLFormElement>; summary: ElementRef<HTMLElement> };

/** What the shopper sent, and what the last refusal said (the errors the page came with at first). */
interface Context extends Elements, Refusal {
  sent: Record<string, string>;
}

/**
 * The checkout form with JavaScript: the form's fields go to the JSON checkout instead of
 * the page reloading; a second submit while one is on its way is ignored. Refused fields
 * show their messages beside them and in the error summary above the form (its links lead
 * to each field); any other refusal (stock, an empty cart, the network) is shown in the
 * same summary. Either way the summary is announced and focused. A placed order goes to
 * its purchase summary.
 */
export const checkoutFormMachine = setup({
  types: {} as {
    context: Context;
    input: Elements & { errors?: Refusal['errors'] };
    events: { type: 'SUBMIT'; form: Record<string, string> };
  },
  actors: {
    // Provided by the live wiring: resolves with the purchase summary's address.
    placeOrder: fromPromise<string, CheckoutRequest>(() => new Promise(() => {})),
  },
  actions: {
    // Provided by the live wiring: services/announcer, services/navigation, services/focus.
    announce: (_, _params: { text: string }) => {},
    goTo: (_, _params: { url: string }) => {},
    focusSummary: (_, _params: Elements) => {},
    record: assign((_, { errors, message }: Refusal) => ({ errors, message })),
  },
}).createMachine({
  id: 'checkoutForm',
  context: ({ input: { errors = {}, form, summary } }) => ({ sent: {}, errors, message: undefined, form, summary }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'filling',
      on: { SUBMIT: { target: 'placing', actions: assign({ sent: ({ event }) => event.form }) } },
      states: {
        // Errors the server rendered with the page (if any) are an alert; later ones are announced.
        filling: {},
        refused: {
          entry: [
            { type: 'announce', params: ({ context }) => ({ text: refusalText(context) }) },
            { type: 'focusSummary', params: ({ context: { form, summary } }) => ({ form, summary }) },
          ],
        },
      },
    },
    placing: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => checkoutRequest(context.sent),
        onDone: { target: 'placed', actions: { type: 'goTo', params: ({ event }) => ({ url: event.output }) } },
        onError: {
          target: 'editing.refused',
          actions: { type: 'record', params: ({ event }) => refusalOf(event.error) },
        },
      },
    },
    // The browser is on its way to the purchase summary.
    placed: { type: 'final' },
  },
});
