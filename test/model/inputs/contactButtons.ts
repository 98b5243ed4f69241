import type { contactButtonsMachine } from '../../../machines/contactButtons';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof contactButtonsMachine> = {
  input: { widget: { current: null }, toggle: { current: null } },
};

export default inputs;
