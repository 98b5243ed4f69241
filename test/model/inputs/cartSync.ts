import type { cartSyncMachine } from '../../../machines/cartSync';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof cartSyncMachine> = {
  input: { cart_hash: 'h0' },
  sampleEvents: [
    { type: 'LOCAL_CHANGE', cart_hash: 'h1' },
    { type: 'LOCAL_CHANGE', cart_hash: 'h0' },
    { type: 'REMOTE_CHANGE', cart_hash: 'h1' },
    { type: 'REMOTE_CHANGE', cart_hash: 'h0' },
    { type: 'CART_DONE', response: { fragments: {}, cart_hash: 'h1' } },
    { type: 'CART_FAILED', failure: { kind: 'network', message: 'You are probably offline.' } },
  ],
};

export default inputs;
