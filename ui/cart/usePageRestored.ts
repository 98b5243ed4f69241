import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * Tells `actor` when the Back button brings the page out of the back/forward cache, so a
 * widget frozen mid-request (a spinning button, a blocked line) can settle.
 */
export function usePageRestored(actor: AnyActorRef): void {
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) actor.send({ type: 'PAGE_RESTORED' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);
}
