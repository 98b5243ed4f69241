import type { listingFilterMachine } from '../../../machines/listingFilter';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof listingFilterMachine> = {
  input: {
    filter: { terms: ['eco'], logic: 'or' },
    widget: { widgetId: 'shop', taxonomy: 'product_tag', postId: 0 },
  },
  sampleEvents: [
    { type: 'TOGGLE', term: 'gift' },
    { type: 'SET_LOGIC', logic: 'and' },
    { type: 'RESTORE', filter: { terms: [], logic: 'or' } },
    { type: 'xstate.done.actor.refresh', output: { data: '<div class="listing-region"></div>' } },
  ],
  project: ({ value, context }) => ({ value, addHistory: context.addHistory }),
};

export default inputs;
