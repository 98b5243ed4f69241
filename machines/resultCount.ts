import { setup } from 'xstate';
import { TIMINGS } from './timings';

/**
 * The listing's result-count line: announced again to screen readers
 * 2000 ms after the page loads, once.
 */
export const resultCountMachine = setup({
  types: {} as { context: { text: string }; input: { text: string } },
  actions: {
    // Provided by the live wiring (services/announcer); a no-op keeps the machine pure.
    announce: (_, _params: { text: string }) => {},
  },
  delays: { announceDelay: TIMINGS.resultCountAnnouncement },
}).createMachine({
  id: 'resultCount',
  context: ({ input }) => ({ text: input.text }),
  initial: 'waiting',
  states: {
    waiting: { after: { announceDelay: 'announced' } },
    announced: {
      type: 'final',
      entry: { type: 'announce', params: ({ context }) => ({ text: context.text }) },
    },
  },
});
