import type { passwordFieldMachine } from '../../../machines/passwordField';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof passwordFieldMachine> = {
  input: { input: { current: null } },
};

export default inputs;
