import type { quantityMinimumMachine } from '../../../machines/quantityMinimum';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof quantityMinimumMachine> = {
  sampleEvents: [
    { type: 'CHECK', value: 0, min: 1 },
    { type: 'CHECK', value: 3, min: 1 },
    { type: 'CHECK', value: -2, min: -1 },
  ],
};

export default inputs;
