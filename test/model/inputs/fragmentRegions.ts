import type { fragmentRegionsMachine } from '../../../machines/fragmentRegions';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof fragmentRegionsMachine> = {
  sampleEvents: [
    { type: 'APPLY', fragments: { 'div.a': '<div class="a">1</div>' } },
    { type: 'APPLY', fragments: {} },
  ],
  project: ({ value, context }) => ({ value, pending: Object.keys(context.pending).length }),
};

export default inputs;
