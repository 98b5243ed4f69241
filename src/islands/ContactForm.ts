import type { IslandEntry } from '../island-entry';

/** Only pages with a contact form. */
const island: IslandEntry = {
  machines: ['contactForm'],
  load: () => import('../../ui/contact/ContactForm').then((m) => m.ContactForm),
};

export default island;
