import { announce } from '../services/announcer';
import { type Machines, pureMachines } from '../ui/machines-context';

/** The machines wired to the browser's services: the composition root of the client. */
export const liveMachines: Machines = {
  ...pureMachines,
  resultCount: pureMachines.resultCount.provide({
    actions: { announce: (_, params) => announce(params.text) },
  }),
};
