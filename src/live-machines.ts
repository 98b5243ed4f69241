import { fromPromise } from 'xstate';
import { announce } from '../services/announcer';
import { type Machines, pureMachines } from '../ui/machines-context';

/** The machines wired to the browser's services: the composition root of the client. */
export const liveMachines: Machines = {
  ...pureMachines,
  resultCount: pureMachines.resultCount.provide({
    actions: { announce: (_, params) => announce(params.text) },
  }),
  formValidation: pureMachines.formValidation.provide({
    actions: { announce: (_, params) => announce(params.text, 'assertive') },
  }),
  comingSoonBanner: pureMachines.comingSoonBanner.provide({
    actors: {
      // Loaded on demand: the REST client and zod stay out of pages that show no banner.
      dismissRequest: fromPromise(async ({ input }) =>
        (await import('../services/userMeta')).dismissComingSoonBanner(input.restUrl),
      ),
    },
  }),
};
