import { and, assign, fromPromise, not, setup } from 'xstate';

/**
 * Not a shop machine: one of every statechart feature other engineers' machines use
 * (nesting, parallel regions, final states, history, named and inline guards, named and
 * numeric delays, invoke with onDone/onError, always, targetless and re-entering
 * transitions, multiple targets, a transition on the root). The visualizer and export
 * tests run it alongside the registry, so they hold for machines not yet written.
 */
export const featureMachine = setup({
  types: {} as {
    context: { tries: number };
    events:
      | { type: 'OPEN' }
      | { type: 'CLOSE' }
      | { type: 'RETRY' }
      | { type: 'PING' }
      | { type: 'RESET' }
      | { type: 'FAIL' }
      | { type: 'NEXT'; ok: boolean };
  },
  actions: { track: () => {}, log: () => {} },
  actors: { fetchCart: fromPromise(async () => ({ items: 0 })) },
  guards: { canRetry: ({ context }) => context.tries < 3, isOk: ({ event }) => event.type === 'NEXT' && event.ok },
  delays: { slide: 250 },
}).createMachine({
  id: 'feature',
  context: { tries: 0 },
  initial: 'closed',
  on: { RESET: { target: '.closed', reenter: true } },
  states: {
    closed: {
      entry: 'track',
      on: { OPEN: 'opening', PING: { actions: 'log' } },
    },
    opening: {
      after: { slide: 'open', 5000: { target: 'closed' } },
    },
    open: {
      type: 'parallel',
      onDone: 'done',
      states: {
        loader: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCart',
                src: 'fetchCart',
                onDone: 'loaded',
                onError: [{ guard: 'canRetry', target: 'retrying' }, { target: 'failed' }],
              },
            },
            retrying: {
              entry: assign({ tries: ({ context }) => context.tries + 1 }),
              always: 'loading',
            },
            failed: { id: 'loadFailed', on: { RETRY: { guard: not('canRetry'), target: 'loading' } } },
            loaded: { type: 'final' },
          },
        },
        panel: {
          initial: 'first',
          states: {
            first: {
              on: {
                NEXT: [
                  {
                    guard: and(['canRetry', 'isOk']),
                    target: 'second',
                  },
                  { guard: ({ event }) => !event.ok, target: 'first', reenter: true },
                ],
              },
            },
            second: { on: { NEXT: 'end', FAIL: '#loadFailed' } },
            end: { type: 'final' },
            hist: { type: 'history', history: 'deep' },
          },
        },
      },
      on: { CLOSE: { target: ['#feature.closed'] } },
    },
    done: { type: 'final' },
  },
});
