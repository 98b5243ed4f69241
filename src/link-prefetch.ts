import { createActor } from 'xstate';
import { readPrefetchEnvironment } from '../services/prefetch';
import { pageActorOptions } from './devtools/inspection';
import { liveLinkPrefetch } from './live-machines';

/**
 * Starts the page's link prefetcher once the page has loaded: the spec's "1000 ms after
 * load" for mobile counts from here, and nothing competes with the page's own requests.
 */
export function startLinkPrefetch(): void {
  const start = () => {
    const actor = createActor(liveLinkPrefetch, {
      ...pageActorOptions(),
      input: { currentUrl: window.location.href },
    });
    actor.start();
    actor.send({ type: 'START', ...readPrefetchEnvironment() });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
