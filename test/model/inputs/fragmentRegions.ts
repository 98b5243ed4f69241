import type { fragmentRegionsMachine } from '../../../machines/fragmentRegions';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof fragmentRegionsMachine> = {
  sampleEvents: [
    { type: 'APPLY', fragments: { 'div.a': '<div class="a">1</div>' } },
    { type: 'APPLY', fragments: {} },
    // A later answer naming another region: with no markup for it (it stays), or with its new markup.
    { type: 'APPLY', fragments: { 'div.b': '' } },
    { type: 'APPLY', fragments: { 'div.b': '<div class="b">1</div>' } },
  ],
  project: ({ value, context }) => ({ value, pending: Object.keys(context.pending).length }),
};

export default inputs;
