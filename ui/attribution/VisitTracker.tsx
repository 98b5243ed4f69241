import { useActorRef } from '@xstate/react';
import type { OrderAttributionConfig } from '../../domain/storefrontConfig';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';

/** The visit settings the tracking machine takes, from the page's configuration. */
export function trackingInput(config: OrderAttributionConfig) {
  const { allowTracking, lifetimeMonths, sessionMinutes, promoCode } = config;
  return { settings: { allowTracking, lifetimeMonths, sessionMinutes, promoCode } };
}

/**
 * Records the page view for order attribution (spec section 4): renders nothing; its
 * machine reads and writes the visit cookies once the page is hydrated.
 */
export function VisitTracker({ config }: { config: OrderAttributionConfig }) {
  const { visitTracking } = useMachines();
  useActorRef(visitTracking, { ...useActorOptions(), input: trackingInput(config) });
  return null;
}
