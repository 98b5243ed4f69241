import type { socialEmbedMachine } from '../../../machines/socialEmbed';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof socialEmbedMachine> = {
  input: { frame: { current: null } },
};

export default inputs;
