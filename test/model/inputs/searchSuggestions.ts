import type { searchSuggestionsMachine } from '../../../machines/searchSuggestions';
import type { ModelInputs } from '../harness';

const mug = { kind: 'product' as const, label: 'Enamel camp mug', url: '/product/enamel-camp-mug/' };
const post = { kind: 'post' as const, label: 'Caring for stoneware', url: '/journal/caring-for-stoneware/' };

const inputs: ModelInputs<typeof searchSuggestionsMachine> = {
  sampleEvents: [
    { type: 'TYPE', value: 'm' },
    { type: 'TYPE', value: 'mug' },
    { type: 'PICK', index: 1 },
    { type: 'xstate.done.actor.suggest', output: [mug, post] },
    { type: 'xstate.done.actor.suggest', output: [] },
    { type: 'xstate.error.actor.suggest', error: new Error('offline') },
  ],
  // The query typed does not change what the machine can do next: only whether it is long enough.
  project: ({ value, context }) => ({
    value,
    long: context.query.length >= 2,
    found: context.suggestions.length,
    active: context.active,
  }),
};

export default inputs;
