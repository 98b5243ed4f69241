import { setup } from 'xstate';

/**
 * Resize handling debounced: the page is measured once at the start, and
 * again when the window has stopped resizing for `delay` ms (TIMINGS.stickyResize for the
 * sticky header, TIMINGS.motionResize for motion effects). Every RESIZE while resizing
 * starts the wait again, so a drag of the window's edge measures once, at its end.
 */
export const resizeSettleMachine = setup({
  types: {} as { input: { delay: number }; context: { delay: number }; events: { type: 'RESIZE' } },
  actions: {
    // Provided by the live wiring: what the page measures (services/stickyHeader, services/motion).
    measure: () => {},
  },
  delays: { settle: ({ context }) => context.delay },
}).createMachine({
  id: 'resizeSettle',
  context: ({ input }) => ({ delay: input.delay }),
  initial: 'settled',
  entry: 'measure',
  states: {
    settled: { on: { RESIZE: 'resizing' } },
    resizing: {
      on: { RESIZE: { target: 'resizing', reenter: true } },
      after: { settle: { target: 'settled', actions: 'measure' } },
    },
  },
});
