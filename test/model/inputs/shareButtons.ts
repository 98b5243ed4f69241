import type { shareButtonsMachine } from '../../../machines/shareButtons';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof shareButtonsMachine> = {
  input: { url: 'http://shop.test/journal/caring-for-linen/', title: 'Caring for linen', field: { current: null } },
  sampleEvents: [
    { type: 'xstate.done.actor.detect', output: true },
    { type: 'xstate.done.actor.detect', output: false },
  ],
};

export default inputs;
