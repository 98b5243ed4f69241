import type { resultCountMachine } from '../../../machines/resultCount';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof resultCountMachine> = {
  input: { text: 'Showing all 11 results' },
  sampleEvents: [{ type: 'LOADED', msAgo: 0 }],
};

export default inputs;
