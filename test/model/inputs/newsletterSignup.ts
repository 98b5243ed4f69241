import type { newsletterSignupMachine } from '../../../machines/newsletterSignup';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof newsletterSignupMachine> = {
  input: { form: { current: null }, panel: { current: null } },
  sampleEvents: [
    { type: 'CHANGE', value: 'shopper@localhost' },
    { type: 'CHANGE', value: 'shopper@example.com' },
    { type: 'xstate.done.actor.signUp', output: { message: 'Thank you for signing up.' } },
    { type: 'xstate.error.actor.signUp', error: new Error('You are probably offline.') },
  ],
};

export default inputs;
