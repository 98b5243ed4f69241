import { LOGIN_FIELDS } from '../../../domain/fields';
import type { formValidationMachine } from '../../../machines/formValidation';
import type { ModelInputs } from '../harness';

const form = { current: null };

const inputs: ModelInputs<typeof formValidationMachine> = {
  // The login form as first shown, and as the server sends it back after a post it refused.
  input: { fields: LOGIN_FIELDS, form },
  inputs: [
    {
      fields: LOGIN_FIELDS,
      values: { email: 'not-an-email' },
      errors: { email: 'Please enter a valid email address.', password: 'Password is required.' },
      form,
    },
  ],
  sampleEvents: [
    { type: 'CHANGE', name: 'email', value: 'not-an-email' },
    { type: 'CHANGE', name: 'email', value: 'shopper@example.com' },
    { type: 'CHANGE', name: 'password', value: 'analytical engine' },
  ],
};

export default inputs;
