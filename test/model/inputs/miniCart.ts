import type { miniCartMachine } from '../../../machines/miniCart';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof miniCartMachine> = {
  input: { lines: ['a', 'b'], panel: { current: null } },
  sampleEvents: [
    { type: 'REMOVING', key: 'a' },
    { type: 'REMOVING', key: 'b' },
    // A removal's answer, another tab's, and the last line gone.
    { type: 'LINES', lines: ['b'] },
    { type: 'LINES', lines: ['a'] },
    { type: 'LINES', lines: [] },
  ],
};

export default inputs;
