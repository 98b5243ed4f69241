import type { IslandEntry } from '../island-entry';

const island: IslandEntry = {
  machines: ['formValidation', 'passwordField', 'helpDescription'],
  load: async () => (await import('../../ui/account/AccountForms')).RegisterForm,
};

export default island;
