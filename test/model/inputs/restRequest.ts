import { INVALID_NONCE_CODE } from '../../../domain/rest';
import type { restRequestMachine } from '../../../machines/restRequest';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof restRequestMachine> = {
  input: { nonce: 'page-nonce' },
  sampleEvents: [
    { type: 'xstate.error.actor.send', error: { code: INVALID_NONCE_CODE, message: 'The nonce has expired.' } },
    {
      type: 'xstate.error.actor.send',
      error: { code: 'rest_upload_incomplete', message: 'Upload incomplete.', attachmentId: '42' },
    },
    { type: 'xstate.error.actor.send', error: { code: 'fetch_error', message: 'You are probably offline.' } },
    { type: 'xstate.done.actor.refreshNonce', output: 'fresh-nonce' },
  ],
  project: ({ value, context }) => ({ value, attempts: context.postProcessAttempts }),
};

export default inputs;
