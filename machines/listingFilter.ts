import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { type FilterLogic, NO_FILTER, type TermFilter } from '../domain/listingFilter';

/** Which listing the filter belongs to: the refresh call names it. */
export interface FilterWidget {
  widgetId: string;
  taxonomy: string;
  postId: number;
}

interface Context {
  widget: FilterWidget;
  /** What the shopper has chosen in the filter bar. */
  selection: TermFilter;
  /** What the listing on the page shows. */
  shown: TermFilter;
  /** A refresh the shopper asked for adds a history entry; one for Back does not. */
  addHistory: boolean;
}

/**
 * The listing's tag filter (spec sections 2, 3 and 7): applying the selection refreshes
 * the listing region in place; Back restores an earlier filter without a new entry. On
 * any failure the listing stays as it was, the selection goes back to what it shows, and
 * the error is reported.
 */
export const listingFilterMachine = setup({
  types: {} as {
    context: Context;
    input: { filter: TermFilter; widget: FilterWidget };
    events:
      | { type: 'TOGGLE'; term: string }
      | { type: 'SET_LOGIC'; logic: FilterLogic }
      | { type: 'APPLY' }
      | { type: 'ALL' }
      | { type: 'RESTORE'; filter: TermFilter };
  },
  actors: {
    // Provided by the browser: the refresh-loop REST call, resolving with the markup. A
    // restore renders the page the URL names; applying a filter starts at page 1.
    refreshListing: fromPromise<{ data: string }, { filter: TermFilter; widget: FilterWidget; restoring: boolean }>(
      () => new Promise(() => {}),
    ),
  },
  actions: {
    // Provided by the browser: DOM and history effects.
    replaceListing: (_, _params: { markup: string; widget: FilterWidget }) => {},
    pushUrl: (_, _params: { filter: TermFilter; widget: FilterWidget }) => {},
    reportError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'listingFilter',
  context: ({ input }) => ({ widget: input.widget, selection: input.filter, shown: input.filter, addHistory: true }),
  initial: 'idle',
  states: {
    // The choices can change only while no refresh is under way: what is sent is what shows.
    idle: {
      on: {
        TOGGLE: {
          actions: assign({
            selection: ({ context: { selection }, event }) => ({
              ...selection,
              terms: selection.terms.includes(event.term)
                ? selection.terms.filter((t) => t !== event.term)
                : [...selection.terms, event.term],
            }),
          }),
        },
        SET_LOGIC: {
          actions: assign({ selection: ({ context, event }) => ({ ...context.selection, logic: event.logic }) }),
        },
        APPLY: { target: 'refreshing', actions: assign({ addHistory: true }) },
        ALL: {
          target: 'refreshing',
          actions: assign({
            selection: ({ context }) => ({ ...NO_FILTER, logic: context.selection.logic }),
            addHistory: true,
          }),
        },
        RESTORE: {
          target: 'refreshing',
          actions: assign({ selection: ({ event }) => event.filter, addHistory: false }),
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
          actions: [
            {
              type: 'replaceListing',
              params: ({ context, event }) => ({ markup: event.output.data, widget: context.widget }),
            },
            // A refresh the shopper asked for adds a history entry; one for Back does not.
            enqueueActions(({ context, enqueue }) => {
              if (context.addHistory)
                enqueue({ type: 'pushUrl', params: { filter: context.selection, widget: context.widget } });
            }),
            assign({ shown: ({ context }) => context.selection }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ selection: ({ context }) => context.shown }),
            { type: 'reportError', params: { message: 'The products could not be filtered. Please try again.' } },
          ],
        },
      },
    },
  },
});
