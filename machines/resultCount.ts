import { assign, type EventObject, fromCallback, setup } from 'xstate';
import { TIMINGS } from './timings';

/**
 * The listing's result-count line: announced again to screen readers 2000 ms after the
 * page loads (its `load` event), once. The page may have loaded before the line was
 * hydrated, or long before (a listing refreshed in place): only what is left of the
 * 2000 ms is waited.
 */
export const resultCountMachine = setup({
  types: {} as {
    context: { text: string; sinceLoad: number };
    input: { text: string };
    events: { type: 'LOADED'; msAgo: number };
  },
  actors: {
    // Provided by the live wiring (services/pageLifecycle): sends LOADED once the page has
    // loaded, with how long ago that was.
    pageLoad: fromCallback<EventObject>(() => {}),
  },
  actions: {
    // Provided by the live wiring (services/announcer); a no-op keeps the machine pure.
    announce: (_, _params: { text: string }) => {},
  },
  delays: { announceDelay: ({ context }) => Math.max(0, TIMINGS.resultCountAnnouncement - context.sinceLoad) },
}).createMachine({
  id: 'resultCount',
  context: ({ input }) => ({ text: input.text, sinceLoad: 0 }),
  initial: 'loading',
  states: {
    loading: {
      invoke: { id: 'pageLoad', src: 'pageLoad' },
      on: { LOADED: { target: 'waiting', actions: assign({ sinceLoad: ({ event }) => event.msAgo }) } },
    },
    waiting: { after: { announceDelay: 'announced' } },
    announced: {
      type: 'final',
      entry: { type: 'announce', params: ({ context }) => ({ text: context.text }) },
    },
  },
});
