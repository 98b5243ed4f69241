import { fromPromise } from 'xstate';
import { visitTrackingMachine } from '../../../machines/visitTracking';
import { deleteVisitCookies, readVisitFacts, writeVisitCookies } from '../../../services/attributionCookies';

/** Order attribution's visit tracking, on the tracking cookies. */
export const liveVisitTracking = () =>
  visitTrackingMachine.provide({
    actors: { readVisit: fromPromise(async () => readVisitFacts()) },
    actions: {
      writeCookies: (_, params) => writeVisitCookies(params.writes),
      deleteCookies: () => deleteVisitCookies(),
    },
  });

export default liveVisitTracking;
