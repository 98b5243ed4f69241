import type { resultCountMachine } from '../../../machines/resultCount';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof resultCountMachine> = {
  input: { text: 'Showing all 11 results' },
  // A load 500 ms before the line is hydrated first: where paths would otherwise be the same
  // (a machine that forgot how long ago the load was), they go through the wait that is left.
  sampleEvents: [{ type: 'LOADED', msAgo: 500 }],
};

export default inputs;
