import type { checkoutFormMachine } from '../../../machines/checkoutForm';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof checkoutFormMachine> = {
  input: { form: { current: null }, summary: { current: null } },
  // The checkout as the server sends it back after a post it refused.
  inputs: [
    {
      form: { current: null },
      summary: { current: null },
      errors: { billing_postcode: 'Please enter a valid postcode or ZIP.' },
    },
  ],
  sampleEvents: [
    { type: 'SUBMIT', form: { billing_name: 'Ada Lovelace', billing_postcode: '???' } },
    { type: 'xstate.done.actor.placeOrder', output: '/checkout/order-received/1/?key=order_x' },
    {
      type: 'xstate.error.actor.placeOrder',
      error: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): billing_address',
        data: { status: 400, params: { 'billing_address.postcode': 'Please enter a valid postcode or ZIP.' } },
      },
    },
    {
      type: 'xstate.error.actor.placeOrder',
      error: { code: 'fetch_error', message: 'You are probably offline.' },
    },
  ],
};

export default inputs;
