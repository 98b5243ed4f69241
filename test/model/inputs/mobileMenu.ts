import type { mobileMenuMachine } from '../../../machines/mobileMenu';
import type { ModelInputs } from '../harness';

const inputs: ModelInputs<typeof mobileMenuMachine> = {
  sampleEvents: [
    { type: 'TOGGLE_SUBMENU', id: 'shop' },
    { type: 'TOGGLE_SUBMENU', id: 'help' },
  ],
};

export default inputs;
