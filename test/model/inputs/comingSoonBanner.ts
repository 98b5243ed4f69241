import type { comingSoonBannerMachine } from '../../../machines/comingSoonBanner';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof comingSoonBannerMachine> = {
  input: { restUrl: '/api/statefront/v1/users/me' },
};

export default inputs;
