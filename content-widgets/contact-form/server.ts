import { z } from 'zod';
import { CONTACT_URL } from '../../domain/contact';
import { requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form (name, e-mail, optional phone, message). It posts to the contact page,
 * which renders it with a nonce and, after a refused post, the values and errors.
 */
export default defineWidget({
  type: 'contact-form',
  settings: z
    .object({ heading: requiredText(80).optional(), submitLabel: requiredText(40).default('Send message') })
    .strict(),
  resolve: (s, { contactForm: state }) => ({
    ...(s.heading ? { heading: s.heading } : {}),
    action: CONTACT_URL,
    nonce: state?.nonce ?? '',
    values: state?.values ?? EMPTY,
    errors: state?.errors ?? {},
    submitLabel: s.submitLabel,
  }),
});
