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
  // The terms chosen are part of the key, so that a choice made after Back (which adds no
  // history entry) is applied on a path of its own: that refresh must add one again.
  project: ({ value, context }) => ({ value, addHistory: context.addHistory, terms: context.selection.terms }),
};

export default inputs;
