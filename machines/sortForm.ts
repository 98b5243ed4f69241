import { assign, setup } from 'xstate';
import type { ElementRef } from './elementRef';

/**
 * The listing's sort dropdown: choosing a different order submits the
 * form, and the listing reloads in that order. Choosing the current order, or a value
 * the form does not offer, submits nothing.
 */
export const sortFormMachine = setup({
  types: {} as {
    context: { current: string; options: readonly string[]; form: ElementRef<HTMLFormElement> };
    input: { current: string; options: readonly string[]; form: ElementRef<HTMLFormElement> };
    events: { type: 'CHOOSE'; value: string };
  },
  actions: {
    // Provided by the live wiring (services/forms): submits the view's form.
    submit: (_, _params: { form: ElementRef<HTMLFormElement> }) => {},
  },
  guards: {
    isNewOrder: ({ context }, params: { value: string }) =>
      params.value !== context.current && context.options.includes(params.value),
  },
}).createMachine({
  id: 'sortForm',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: {
          guard: { type: 'isNewOrder', params: ({ event }) => ({ value: event.value }) },
          target: 'submitting',
          actions: assign({ current: ({ event }) => event.value }),
        },
      },
    },
    // The page is being replaced by the reloaded listing; nothing more happens here.
    submitting: { type: 'final', entry: { type: 'submit', params: ({ context }) => ({ form: context.form }) } },
  },
});
