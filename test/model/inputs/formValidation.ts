import { LOGIN_FIELDS } from '../../../domain/fields';
import type { formValidationMachine } from '../../../machines/formValidation';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof formValidationMachine> = {
  input: { fields: { email: LOGIN_FIELDS.email }, form: { current: null } },
  sampleEvents: [
    { type: 'CHANGE', name: 'email', value: 'not-an-email' },
    { type: 'CHANGE', name: 'email', value: 'shopper@example.com' },
  ],
};

export default inputs;
