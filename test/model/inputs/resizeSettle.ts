import type { resizeSettleMachine } from '../../../machines/resizeSettle';
import { TIMINGS } from '../../../machines/timings';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof resizeSettleMachine> = {
  input: { delay: TIMINGS.stickyResize },
  inputs: [{ delay: TIMINGS.motionResize }],
  sampleEvents: [{ type: 'RESIZE' }],
};

export default inputs;
