import type { IslandEntry } from '../island-entry';

/** Where the footer (or a page) places the floating contact buttons. */
const island: IslandEntry = {
  machines: ['contactButtons'],
  load: () => import('../../ui/contact-buttons/ContactButtons').then((m) => m.ContactButtons),
};

export default island;
