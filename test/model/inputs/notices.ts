import type { noticesMachine } from '../../../machines/notices';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof noticesMachine> = {
  input: { notices: [{ kind: 'error', text: 'That product is out of stock.' }] },
  sampleEvents: [
    { type: 'SHOW', notices: [{ kind: 'success', text: 'Cart updated.' }] },
    { type: 'SHOW', notices: [{ kind: 'success', text: 'Cart updated.' }], scroll: true },
  ],
};

export default inputs;
