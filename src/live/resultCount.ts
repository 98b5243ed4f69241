import { resultCountMachine } from '../../machines/resultCount';
import { announce } from '../../services/announcer';

/** The listing's result count, announced to screen readers. */
export const liveResultCount = resultCountMachine.provide({
  actions: { announce: (_, params) => announce(params.text) },
});
