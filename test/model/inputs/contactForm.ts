import type { contactFormMachine } from '../../../machines/contactForm';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof contactFormMachine> = {
  input: { form: { current: null }, summary: { current: null }, thanks: { current: null } },
  sampleEvents: [
    { type: 'CHANGE', name: 'name', value: 'Ada' },
    { type: 'CHANGE', name: 'email', value: 'ada@example.com' },
    { type: 'CHANGE', name: 'message', value: 'Do you ship to Norway?' },
    { type: 'xstate.done.actor.send', output: 'Thank you, your message was sent.' },
    { type: 'xstate.error.actor.send', error: { data: { params: { phone: 'Please enter a valid phone number.' } } } },
  ],
};

export default inputs;
