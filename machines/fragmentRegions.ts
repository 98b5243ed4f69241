import { assign, setup } from 'xstate';
import { TIMINGS } from './timings';

type Fragments = Record<string, string>;
const collectAndBlock = [
  'collect',
  {
    type: 'block',
    params: ({ event }: { event: { fragments: Fragments } }) => ({ selectors: Object.keys(event.fragments) }),
  },
] as const;

/**
 * The page regions that cart fragments replace: the regions named in a response are
 * blocked and fade to opacity 0.6 over 400 ms, then each is replaced with its new markup
 * and unblocked, and other scripts are told. One app-wide actor: fragments that arrive
 * while regions are still fading join the same update, the later markup winning, since
 * the queue delivers responses in the order the cart changed. When the queue sends a
 * request meanwhile (`HOLD`), the regions stay blocked until it has answered (`APPLY`
 * again, with whatever that answer changes): its markup would be out of date at once.
 */
export const fragmentRegionsMachine = setup({
  types: {} as {
    context: { pending: Fragments };
    events: { type: 'APPLY'; fragments: Fragments } | { type: 'HOLD' };
  },
  actions: {
    block: (_, _params: { selectors: string[] }) => {},
    replace: (_, _params: { fragments: Fragments }) => {},
    unblock: (_, _params: { selectors: string[] }) => {},
    // Other scripts are told, once the regions are their new selves (services/cartEvents).
    refreshed: (_, _params: { fragments: Fragments }) => {},
    collect: assign({
      pending: ({ context, event }) => ({ ...context.pending, ...(event.type === 'APPLY' ? event.fragments : {}) }),
    }),
    clear: assign({ pending: {} }),
  },
  guards: {
    namesRegions: ({ event }) => event.type === 'APPLY' && Object.keys(event.fragments).length > 0,
  },
  delays: { fadeDelay: TIMINGS.fragmentFade },
}).createMachine({
  id: 'fragmentRegions',
  context: { pending: {} },
  initial: 'idle',
  states: {
    idle: { on: { APPLY: { guard: 'namesRegions', target: 'blocked', actions: collectAndBlock } } },
    blocked: {
      on: { APPLY: { actions: collectAndBlock }, HOLD: 'held' },
      after: {
        fadeDelay: {
          target: 'idle',
          actions: [
            { type: 'replace', params: ({ context }) => ({ fragments: context.pending }) },
            { type: 'unblock', params: ({ context }) => ({ selectors: Object.keys(context.pending) }) },
            { type: 'refreshed', params: ({ context }) => ({ fragments: context.pending }) },
            'clear',
          ],
        },
      },
    },
    held: { on: { APPLY: { target: 'blocked', actions: collectAndBlock } } },
  },
});
