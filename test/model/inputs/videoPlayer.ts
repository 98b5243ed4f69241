import type { videoPlayerMachine } from '../../../machines/videoPlayer';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof videoPlayerMachine> = {
  input: { video: { current: null } },
  sampleEvents: [
    { type: 'xstate.done.actor.readPlayer', output: 'playing' },
    { type: 'xstate.done.actor.readPlayer', output: 'ended' },
    { type: 'xstate.error.actor.readPlayer' },
  ],
};

export default inputs;
