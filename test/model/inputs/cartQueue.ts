import type { cartQueueMachine } from '../../../machines/cartQueue';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof cartQueueMachine> = {
  sampleEvents: [
    { type: 'ENQUEUE', request: { endpoint: 'add_to_cart', body: { product_id: '7' } } },
    { type: 'xstate.done.actor.request', output: { fragments: {}, cart_hash: 'h1' } },
    { type: 'xstate.error.actor.request', error: { kind: 'network', message: 'You are probably offline.' } },
  ],
  // Queued requests beyond a second one add nothing new; what the answers gathered is only there or not.
  project: ({ value, context }) => ({
    value,
    queued: Math.min(context.pending.length, 2),
    gathered: context.update.cart_hash !== undefined,
  }),
};

export default inputs;
