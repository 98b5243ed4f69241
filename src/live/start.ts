import { type AnyActorLogic, createActor, type ActorOptions as XStateActorOptions } from 'xstate';
import { pageActorOptions } from '../devtools/inspection';

/**
 * Starts an actor that no view owns (the cart's, the link prefetcher, a REST call), with
 * the page's actor options so the inspector sees it. Views start theirs through
 * ui/machines-context (useWidget); every other actor of the page starts here.
 */
export function startActor<T extends AnyActorLogic>(logic: T, options: XStateActorOptions<T> = {}) {
  return createActor(logic, { ...pageActorOptions(), ...options }).start();
}
