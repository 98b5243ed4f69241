import { setup } from 'xstate';

/**
 * The quantity-minimum rule for one quantity input outside the cart's
 * quantity column: checked once on page load, a value below the input's min is raised
 * to min, only when min is 0 or more. One actor per input.
 */
export const quantityMinimumMachine = setup({
  types: {} as { events: { type: 'CHECK'; value: number; min: number } },
  actions: { raise: (_, _params: { min: number }) => {} },
  guards: {
    belowMin: ({ event }) => event.min >= 0 && event.value < event.min,
  },
}).createMachine({
  id: 'quantityMinimum',
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        CHECK: [
          {
            guard: 'belowMin',
            target: 'raised',
            actions: { type: 'raise', params: ({ event }) => ({ min: event.min }) },
          },
          { target: 'kept' },
        ],
      },
    },
    raised: { type: 'final' },
    kept: { type: 'final' },
  },
});
