import { assign, setup } from 'xstate';

/**
 * The listing's sort dropdown: choosing a different order submits the
 * form, and the listing reloads in that order. Choosing the current order, or a value
 * the form does not offer, submits nothing.
 */
export const sortFormMachine = setup({
  types: {} as {
    context: { current: string; options: readonly string[] };
    input: { current: string; options: readonly string[] };
    events: { type: 'CHOOSE'; value: string };
  },
  actions: {
    // Provided by the view: submitting its own form element is a DOM effect.
    submit: () => {},
  },
  guards: {
    isNewOrder: ({ context }, params: { value: string }) =>
      params.value !== context.current && context.options.includes(params.value),
  },
}).createMachine({
  id: 'sortForm',
  context: ({ input }) => ({ current: input.current, options: input.options }),
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
    submitting: { type: 'final', entry: 'submit' },
  },
});
