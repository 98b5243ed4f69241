import { fromCallback } from 'xstate';
import { onPageRestored } from '../../services/pageLifecycle';

/** Sends PAGE_RESTORED when the Back button brings the page back from the back/forward cache. */
export const watchPageRestored = fromCallback(({ sendBack }) =>
  onPageRestored(() => sendBack({ type: 'PAGE_RESTORED' })),
);
