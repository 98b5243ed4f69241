import { fromCallback } from 'xstate';
import { resultCountMachine } from '../../../machines/resultCount';
import { announce } from '../../../services/announcer';
import { onPageLoaded } from '../../../services/pageLifecycle';

/** The listing's result count, announced to screen readers counting from the page's load. */
export const liveResultCount = () =>
  resultCountMachine.provide({
    actors: { pageLoad: fromCallback(({ sendBack }) => onPageLoaded((msAgo) => sendBack({ type: 'LOADED', msAgo }))) },
    actions: { announce: (_, params) => announce(params.text) },
  });

export default liveResultCount;
