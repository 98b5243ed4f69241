import type { IslandEntry } from '../island-entry';

/** Only the checkout has the checkout form; it records the page view itself. */
const island: IslandEntry = {
  machines: ['checkoutForm', 'visitTracking'],
  load: () => import('../../ui/checkout/BillingForm').then((m) => m.BillingForm),
};

export default island;
