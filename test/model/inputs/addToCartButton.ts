import type { addToCartButtonMachine } from '../../../machines/addToCartButton';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof addToCartButtonMachine> = {
  input: {
    config: { cart_url: '/cart/', cart_redirect_after_add: 'no', is_cart: false },
    success_message: 'Added',
    button: { current: null },
  },
  inputs: [
    { config: { cart_url: '/cart/', cart_redirect_after_add: 'yes', is_cart: false }, button: { current: null } },
    { config: { cart_url: '/cart/', cart_redirect_after_add: 'no', is_cart: true }, button: { current: null } },
  ],
  sampleEvents: [
    { type: 'CLICK', data: { product_id: '7', quantity: '1' } },
    { type: 'CLICK', data: { quantity: '1' } },
    { type: 'CART_DONE', response: { fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' } },
    { type: 'CART_DONE', response: { error: true, product_url: '/product/p/' } },
    { type: 'CART_FAILED', failure: { kind: 'network', message: 'You are probably offline.' } },
  ],
};

export default inputs;
