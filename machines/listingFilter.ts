import { assign, type EventObject, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import {
  type FilterLogic,
  type FilterWidget,
  NO_FILTER,
  sameFilter,
  type TermFilter,
  toggleTerm,
} from '../domain/listingFilter';
import { restErrorMessage } from '../domain/rest';

/** What a failed refresh says: that it failed, and the REST error's own message. */
const failure = ({ event }: { event: { error: unknown } }) => ({
  message: `The products could not be filtered. ${restErrorMessage(event.error)}`,
});

/**
 * The listing's tag filter: applying the selection refreshes the listing in place; Back
 * restores an earlier filter without a new entry. A failed refresh leaves the listing as it
 * was, puts the selection back to what it shows, and says so with the REST error's message.
 */
export const listingFilterMachine = setup({
  types: {} as {
    // `selection` is what the filter bar has chosen, `shown` what the listing shows.
    context: { widget: FilterWidget; selection: TermFilter; shown: TermFilter; addHistory: boolean };
    input: { filter: TermFilter; widget: FilterWidget };
    events:
      | { type: 'TOGGLE'; term: string }
      | { type: 'SET_LOGIC'; logic: FilterLogic }
      | { type: 'APPLY' }
      | { type: 'ALL' }
      | { type: 'RESTORE'; filter: TermFilter };
  },
  actors: {
    // The refresh REST call, resolving with the markup. A restore renders the page the URL
    // names; applying a filter starts at page 1.
    refreshListing: fromPromise<{ data: string }, { filter: TermFilter; widget: FilterWidget; restoring: boolean }>(
      () => new Promise(() => {}),
    ),
    // Sends RESTORE with the filter of the history entry the shopper goes Back or Forward to.
    watchHistory: fromCallback<EventObject, FilterWidget>(() => {}),
  },
  actions: {
    // DOM and history effects, provided by the live wiring.
    replaceListing: (_, _params: { markup: string; widget: FilterWidget }) => {},
    pushUrl: (_, _params: { filter: TermFilter; widget: FilterWidget }) => {},
    reportError: (_, _params: { message: string }) => {},
    // A refresh the shopper asks for adds a history entry; one for Back or Forward does not.
    addsHistory: assign({ addHistory: true }),
    restore: assign({ selection: (_, filter: TermFilter) => filter, addHistory: false }),
    clearTerms: assign({ selection: ({ context }) => ({ ...NO_FILTER, logic: context.selection.logic }) }),
    revert: assign({ selection: ({ context }) => context.shown }),
  },
  guards: {
    // Back to an entry naming the filter the listing shows (another widget's entry, a hash,
    // the same page) leaves this listing as it is: nothing to fetch.
    namesAnotherFilter: ({ context: { shown }, event }) =>
      event.type === 'RESTORE' &&
      !sameFilter(event.filter, shown) &&
      // No terms is every product, whichever join is chosen.
      (event.filter.terms.length > 0 || shown.terms.length > 0),
  },
}).createMachine({
  id: 'listingFilter',
  context: ({ input }) => ({ widget: input.widget, selection: input.filter, shown: input.filter, addHistory: true }),
  initial: 'idle',
  // Back and Forward are heard all along; one during a refresh is dropped, as any choice is then.
  invoke: { id: 'history', src: 'watchHistory', input: ({ context }) => context.widget },
  states: {
    // The choices change only while no refresh is under way: what is sent is what shows.
    idle: {
      on: {
        TOGGLE: { actions: assign({ selection: ({ context, event }) => toggleTerm(context.selection, event.term) }) },
        SET_LOGIC: {
          actions: assign({ selection: ({ context, event }) => ({ ...context.selection, logic: event.logic }) }),
        },
        APPLY: { target: 'refreshing', actions: 'addsHistory' },
        ALL: { target: 'refreshing', actions: ['clearTerms', 'addsHistory'] },
        RESTORE: {
          guard: 'namesAnotherFilter',
          target: 'refreshing',
          actions: { type: 'restore', params: ({ event }) => event.filter },
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'refresh',
        src: 'refreshListing',
        input: ({ context }) => ({ filter: context.selection, widget: context.widget, restoring: !context.addHistory }),
        onDone: {
          target: 'idle',
          actions: enqueueActions(({ context: { addHistory, selection, widget }, event, enqueue }) => {
            enqueue({ type: 'replaceListing', params: { markup: event.output.data, widget } });
            if (addHistory) enqueue({ type: 'pushUrl', params: { filter: selection, widget } });
            enqueue.assign({ shown: selection });
          }),
        },
        onError: { target: 'idle', actions: ['revert', { type: 'reportError', params: failure }] },
      },
    },
  },
});
