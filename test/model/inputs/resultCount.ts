import type { resultCountMachine } from '../../../machines/resultCount';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof resultCountMachine> = {
  input: { text: 'Showing 1–12 of 64 results' },
};

export default inputs;
