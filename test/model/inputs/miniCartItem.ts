import type { miniCartItemMachine } from '../../../machines/miniCartItem';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof miniCartItemMachine> = {
  input: { cart_item_key: 'k', href: '/cart/?remove_item=k&_nonce=n', name: 'Mug' },
  sampleEvents: [
    { type: 'CART_DONE', response: { fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' } },
    { type: 'CART_DONE', response: { cart_hash: 'h1' } },
    { type: 'CART_FAILED', failure: { kind: 'http', message: 'An unknown error occurred.' } },
  ],
};

export default inputs;
