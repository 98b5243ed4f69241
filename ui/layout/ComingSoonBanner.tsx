import { useSelector } from '@xstate/react';
import { useMachines } from '../machines-context';
import { useHydrated } from '../useHydrated';
import { useWidget } from '../useWidget';
import type { ComingSoonBannerView } from './types';

/**
 * The 'coming soon' footer banner, for logged-in shoppers while
 * the store is in coming-soon mode. Its dismiss button sends the dismiss request to the
 * REST URL it carries; the banner hides when the request completes, either way. The
 * button appears once hydrated: without JavaScript it could do nothing.
 */
export function ComingSoonBanner({ restUrl }: ComingSoonBannerView) {
  const { comingSoonBanner } = useMachines();
  const actor = useWidget(comingSoonBanner, { restUrl });
  const hidden = useSelector(actor, (s) => s.matches('hidden'));
  const dismissing = useSelector(actor, (s) => s.matches('dismissing'));
  const hydrated = useHydrated();
  if (hidden) return null;
  return (
    <section className="coming-soon-banner" aria-label="Coming soon" data-rest-url={restUrl}>
      <p>
        <strong>Coming soon.</strong> This store is not open to everyone yet; you can look around because you are logged
        in.
      </p>
      {hydrated && (
        <button
          type="button"
          className="coming-soon-banner__dismiss"
          aria-disabled={dismissing || undefined}
          onClick={() => actor.send({ type: 'DISMISS' })}
        >
          Dismiss
        </button>
      )}
    </section>
  );
}
