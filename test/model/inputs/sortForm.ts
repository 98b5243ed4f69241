import type { sortFormMachine } from '../../../machines/sortForm';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof sortFormMachine> = {
  input: { current: 'menu_order', options: ['menu_order', 'price'], form: { current: null } },
  sampleEvents: [
    { type: 'CHANGE', value: 'price' },
    { type: 'CHANGE', value: 'menu_order' },
    { type: 'CHANGE', value: 'not-an-order' },
    { type: 'KEY_DOWN', key: 'ArrowDown' },
    { type: 'KEY_DOWN', key: 'Enter' },
  ],
};

export default inputs;
