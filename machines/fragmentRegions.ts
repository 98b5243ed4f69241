import { assign, setup } from 'xstate';
import { TIMINGS } from './timings';

type Fragments = Record<string, string>;

/**
 * The page regions that cart fragments replace: the regions
 * named in a response are blocked and fade to opacity 0.6 over 400 ms, then each is
 * replaced with its new markup and unblocked. One app-wide actor: fragments that arrive
 * while regions are still fading join the same update, the later markup winning, since
 * the queue delivers responses in the order the cart changed.
 */
export const fragmentRegionsMachine = setup({
  types: {} as {
    context: { pending: Fragments };
    events: { type: 'APPLY'; fragments: Fragments };
  },
  actions: {
    block: (_, _params: { selectors: string[] }) => {},
    replace: (_, _params: { fragments: Fragments }) => {},
    unblock: (_, _params: { selectors: string[] }) => {},
    collect: assign({ pending: ({ context, event }) => ({ ...context.pending, ...event.fragments }) }),
    clear: assign({ pending: {} }),
  },
  guards: {
    namesRegions: ({ event }) => Object.keys(event.fragments).length > 0,
  },
  delays: { fadeDelay: TIMINGS.fragmentFade },
}).createMachine({
  id: 'fragmentRegions',
  context: { pending: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        APPLY: {
          guard: 'namesRegions',
          target: 'blocked',
          actions: ['collect', { type: 'block', params: ({ event }) => ({ selectors: Object.keys(event.fragments) }) }],
        },
      },
    },
    blocked: {
      on: {
        APPLY: {
          actions: ['collect', { type: 'block', params: ({ event }) => ({ selectors: Object.keys(event.fragments) }) }],
        },
      },
      after: {
        fadeDelay: {
          target: 'idle',
          actions: [
            { type: 'replace', params: ({ context }) => ({ fragments: context.pending }) },
            { type: 'unblock', params: ({ context }) => ({ selectors: Object.keys(context.pending) }) },
            'clear',
          ],
        },
      },
    },
  },
});
