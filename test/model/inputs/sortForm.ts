import type { sortFormMachine } from '../../../machines/sortForm';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof sortFormMachine> = {
  input: { current: 'menu_order', options: ['menu_order', 'price'], form: { current: null } },
  sampleEvents: [
    { type: 'CHOOSE', value: 'price' },
    { type: 'CHOOSE', value: 'menu_order' },
    { type: 'CHOOSE', value: 'not-an-order' },
  ],
};

export default inputs;
