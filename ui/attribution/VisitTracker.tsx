import type { OrderAttributionConfig } from '../../domain/storefrontConfig';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';

/** The visit settings the tracking machine takes, from the page's configuration. */
export function trackingInput(config: OrderAttributionConfig) {
  const { allowTracking, lifetimeMonths, sessionMinutes, promoCode } = config;
  return { settings: { allowTracking, lifetimeMonths, sessionMinutes, promoCode } };
}

/**
 * Records the page view for order attribution: renders nothing; its
 * machine reads and writes the visit cookies once the page is hydrated.
 */
export function VisitTracker({ config }: { config: OrderAttributionConfig }) {
  const { visitTracking } = useMachines();
  useWidget(visitTracking, trackingInput(config));
  return null;
}
