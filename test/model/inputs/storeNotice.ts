import type { storeNoticeMachine } from '../../../machines/storeNotice';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof storeNoticeMachine> = {
  input: { noticeId: 'welcome-2026' },
};

export default inputs;
