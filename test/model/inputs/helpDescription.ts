import type { helpDescriptionMachine } from '../../../machines/helpDescription';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof helpDescriptionMachine> = {
  input: { field: { current: null } },
};

export default inputs;
