import { z } from 'zod';
import { isValidEmail, isValidPhone, normalizePhone } from '../../domain/fields';
import { href, requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';

/** The floating contact widget: e-mail, phone and opening hours, written in content. */
export default defineWidget({
  type: 'contact-buttons',
  settings: z
    .object({
      label: requiredText(40).default('Contact us'),
      email: z.string().trim().refine(isValidEmail, 'must be an e-mail address').optional(),
      phone: z.string().trim().max(30).refine(isValidPhone, 'must be a phone number').optional(),
      hours: z
        .array(z.object({ days: requiredText(40), time: requiredText(40) }).strict())
        .max(7)
        .default([]),
      page: z
        .object({ label: requiredText(40), href })
        .strict()
        .optional(),
    })
    .strict(),
  fromSettings: true,
  resolve: (s) => ({
    label: s.label,
    ...(s.email ? { email: { address: s.email, href: `mailto:${s.email}` } } : {}),
    ...(s.phone ? { phone: { display: s.phone, href: `tel:${normalizePhone(s.phone)}` } } : {}),
    hours: s.hours,
    ...(s.page ? { page: s.page } : {}),
  }),
});
