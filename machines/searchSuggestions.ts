import { assign, fromPromise, not, setup } from 'xstate';
import { highlightAfter, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH, suggestionCountText } from '../domain/search';

export interface Suggestion {
  kind: 'product' | 'post';
  label: string;
  url: string;
}
type Context = { query: string; suggestions: Suggestion[]; active: number };
const arrow =
  (step: 1 | -1) =>
  ({ context: c }: { context: Context }) =>
    highlightAfter(step, c.active, c.suggestions.length);

/**
 * Search suggestions as the shopper types (docs/decisions/0250). Typing waits a moment
 * (debounced) before asking; typing again, Escape or leaving cancels a request in flight
 * (its signal aborts it), so a stale answer never shows. Open, the arrows move the
 * highlight (wrapping round), Enter follows the highlighted suggestion, a click any,
 * Escape closes and the down arrow reopens (nothing highlighted yet). How many there are
 * is said politely each time the list is refreshed.
 */
export const searchSuggestionsMachine = setup({
  types: {} as {
    context: Context;
    events:
      | { type: 'TYPE'; value: string }
      | { type: 'DOWN' }
      | { type: 'UP' }
      | { type: 'FOLLOW' }
      | { type: 'PICK'; index: number }
      | { type: 'CLOSE' };
  },
  actors: {
    // Provided by the live wiring (services/search): the suggestions for a query.
    suggest: fromPromise<Suggestion[], { query: string }>(() => new Promise(() => {})),
  },
  actions: {
    // Provided by the live wiring: the count said through the page's polite live region; a page opened.
    announce: (_, _text: string) => {},
    follow: (_, _url: string) => {},
    type: assign({ query: (_, value: string) => value }),
  },
  guards: {
    longEnough: ({ context }) => context.query.trim().length >= SUGGEST_MIN_LENGTH,
    highlighted: ({ context }) => context.active >= 0,
    found: ({ context }) => context.suggestions.length > 0,
  },
  delays: { debounce: SUGGEST_DEBOUNCE_MS },
}).createMachine({
  id: 'searchSuggestions',
  context: { query: '', suggestions: [], active: -1 },
  initial: 'closed',
  on: {
    TYPE: { target: '.typing', reenter: true, actions: { type: 'type', params: ({ event }) => event.value } },
  },
  states: {
    closed: {
      entry: assign({ active: -1 }),
      on: { DOWN: { guard: 'found', target: 'open' } },
    },
    // The list so far no longer matches: it goes, and a long enough query is asked for.
    typing: {
      entry: assign({ suggestions: [] }),
      always: [{ guard: 'longEnough', target: 'waiting' }, { target: 'closed' }],
    },
    waiting: { after: { debounce: 'asking' }, on: { CLOSE: 'closed' } },
    asking: {
      invoke: {
        id: 'suggest',
        src: 'suggest',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: {
          target: 'open',
          actions: [
            assign({ suggestions: ({ event }) => event.output, active: -1 }),
            { type: 'announce', params: ({ event }) => suggestionCountText(event.output.length) },
          ],
        },
        onError: 'closed',
      },
      on: { CLOSE: 'closed' },
    },
    open: {
      always: { guard: not('found'), target: 'closed' },
      on: {
        DOWN: { actions: assign({ active: arrow(1) }) },
        UP: { actions: assign({ active: arrow(-1) }) },
        FOLLOW: {
          guard: 'highlighted',
          target: 'closed',
          actions: { type: 'follow', params: ({ context }) => context.suggestions[context.active]?.url ?? '' },
        },
        // A suggestion clicked or tapped.
        PICK: {
          target: 'closed',
          actions: { type: 'follow', params: ({ context, event }) => context.suggestions[event.index]?.url ?? '' },
        },
        CLOSE: 'closed',
      },
    },
  },
});
