import { fromPromise } from 'xstate';
import { announce } from '../services/announcer';
import { deleteVisitCookies, readVisitFacts, writeVisitCookies } from '../services/attributionCookies';
import { type Machines, pureMachines } from '../ui/machines-context';

/** The machines wired to the browser's services: the composition root of the client. */
export const liveMachines: Machines = {
  ...pureMachines,
  resultCount: pureMachines.resultCount.provide({
    actions: { announce: (_, params) => announce(params.text) },
  }),
  visitTracking: pureMachines.visitTracking.provide({
    actors: { readVisit: fromPromise(async () => readVisitFacts()) },
    actions: {
      writeCookies: (_, params) => writeVisitCookies(params.writes),
      deleteCookies: () => deleteVisitCookies(),
    },
  }),
};
