import type { SyntheticEvent } from 'react';
import type { AnyActorRef, EventObject } from 'xstate';
import { routeClick } from '../../domain/clicks';

/**
 * Feeds a click or submit on a link or form to its machine when the click rule says the
 * page takes it (domain/clicks), cancelling the navigation; otherwise the browser
 * follows the link or opens it as asked. True when the page took it.
 */
export function takeClickInPlace(
  e: SyntheticEvent,
  actor: AnyActorRef,
  event: EventObject & Record<string, unknown>,
): boolean {
  const snapshot = actor.getSnapshot();
  const route = routeClick(e.nativeEvent as Partial<MouseEvent>, {
    accepts: snapshot.can(event),
    busy: snapshot.hasTag('busy'),
  });
  if (route !== 'in-place') return false;
  e.preventDefault();
  actor.send(event);
  return true;
}
