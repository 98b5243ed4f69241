import { fromCallback } from 'xstate';
import { linkPrefetchMachine } from '../../machines/linkPrefetch';
import {
  observeLinks,
  prefetch,
  readPrefetchEnvironment,
  watchLinkPointer,
  watchLinkPress,
  watchSessionStart,
} from '../../services/prefetch';
import { startActor } from './start';

/** The page-wide link prefetcher, wired to the browser (it has no view of its own). */
const liveLinkPrefetch = (machine: typeof linkPrefetchMachine) =>
  machine.provide({
    actions: { prefetch: (_, params) => prefetch(params.href) },
    actors: {
      watchPointer: fromCallback(({ sendBack }) =>
        watchLinkPointer((e) =>
          sendBack(e.type === 'enter' ? { type: 'POINTER_ENTER', href: e.href } : { type: 'POINTER_LEAVE' }),
        ),
      ),
      observeLinks: fromCallback(({ sendBack }) => observeLinks((href) => sendBack({ type: 'LINK_VISIBLE', href }))),
      watchPress: fromCallback(({ sendBack }) => watchLinkPress((href) => sendBack({ type: 'LINK_PRESSED', href }))),
      watchSession: fromCallback(({ sendBack }) => watchSessionStart(() => sendBack({ type: 'SESSION_STARTED' }))),
    },
  });

/**
 * Starts the page's link prefetcher once the page has loaded: the mobile rule "1000 ms after
 * load" for mobile counts from here, and nothing competes with the page's own requests.
 * `machine`: the registered one, or a test's variant of it.
 */
export function startLinkPrefetch(machine = linkPrefetchMachine): void {
  const start = () => {
    const actor = startActor(liveLinkPrefetch(machine), { input: { currentUrl: window.location.href } });
    actor.send({ type: 'START', ...readPrefetchEnvironment() });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
