import { assign, fromPromise, setup } from 'xstate';
import { type AttributionValues, attributionValues } from '../domain/attributionFields';
import {
  type CookieWrite,
  classifierInput,
  cookieWrites,
  nextVisit,
  type VisitFacts,
  type VisitRecords,
  type VisitSettings,
} from '../domain/visitRecords';
import { trafficSourceMachine } from './trafficSource';

interface VisitContext {
  settings: VisitSettings;
  facts: VisitFacts | null;
  /** The records after this page view, as written to the cookies. */
  records: VisitRecords | null;
  /** The checkout's attribution field values once this page view is recorded. */
  values: AttributionValues | null;
}

/**
 * One page view's visit tracking (spec section 4, further rules). When configuration
 * allows tracking: read the visit cookies, classify the traffic, and write the updated
 * records. When it does not: delete the tracking cookies. Cookie I/O is provided by
 * the live wiring (services/attributionCookies); the record rules are pure.
 */
export const visitTrackingMachine = setup({
  types: {} as { context: VisitContext; input: { settings: VisitSettings } },
  actors: {
    // Provided by the live wiring: gathers the page's facts and the parsed cookies.
    readVisit: fromPromise<VisitFacts>(() => new Promise(() => {})),
    classify: trafficSourceMachine,
  },
  actions: {
    writeCookies: (_, _params: { writes: CookieWrite[] }) => {},
    deleteCookies: () => {},
  },
  guards: {
    trackingAllowed: ({ context }) => context.settings.allowTracking,
  },
}).createMachine({
  id: 'visitTracking',
  context: ({ input }) => ({ settings: input.settings, facts: null, records: null, values: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'trackingAllowed', target: 'reading' }, { target: 'disabled' }],
    },
    disabled: { type: 'final', entry: 'deleteCookies' },
    reading: {
      invoke: {
        id: 'readVisit',
        src: 'readVisit',
        onDone: { target: 'classifying', actions: assign({ facts: ({ event }) => event.output }) },
        // Cookies unavailable (blocked, or the page is sandboxed): the page works on untracked.
        onError: 'unavailable',
      },
    },
    classifying: {
      invoke: {
        id: 'classify',
        src: 'classify',
        input: ({ context }) => classifierInput(context.facts as VisitFacts),
        onDone: {
          target: 'recorded',
          actions: [
            assign({
              records: ({ context, event }) => nextVisit(context.facts as VisitFacts, event.output, context.settings),
            }),
            assign({ values: ({ context }) => attributionValues(context.records as VisitRecords) }),
            {
              type: 'writeCookies',
              params: ({ context }) => {
                const facts = context.facts as VisitFacts;
                return {
                  writes: cookieWrites(context.records as VisitRecords, facts.store, facts.now, context.settings),
                };
              },
            },
          ],
        },
      },
    },
    recorded: { type: 'final' },
    unavailable: { type: 'final' },
  },
});
