import { z } from 'zod';
import { BILLING_FIELDS, type BillingField } from '../../domain/checkout';
import type { BillingValues } from '../../ui/checkout/types';

/** Countries the shop delivers to, by ISO code. */
export const COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'ES', name: 'Spain' },
  { code: 'IT', name: 'Italy' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
];
export const DEFAULT_COUNTRY = 'US';

/**
 * Control characters are never part of an address or an attribution value; a NUL
 * would also be refused by Postgres (a 500 instead of a clear message).
 */
export function hasControlCharacters(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function text(max: number, required: string | undefined, tooLong: string) {
  const base = z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v), 'Please remove the special characters from this field.');
  return required ? base.refine((v) => v.length > 0, required) : base;
}

/** The billing form (its fields and checks are our choice): one clear message per field. */
export const Billing = z.object({
  billing_name: text(100, 'Please enter your full name.', 'Your name must be 100 characters or fewer.'),
  billing_email: text(254, 'Please enter your email address.', 'Your email address is too long.').refine(
    (v) => v === '' || z.email().safeParse(v).success,
    'Please enter a valid email address, like name@example.com.',
  ),
  billing_phone: text(30, undefined, 'Your phone number must be 30 characters or fewer.').refine(
    (v) => /^[0-9+()\-.\s]*$/.test(v) && (v === '' || /\d{3}/.test(v.replace(/\D/g, ''))),
    'Please enter a valid phone number, or leave it empty.',
  ),
  billing_address_1: text(200, 'Please enter your street address.', 'Your street address is too long.'),
  billing_address_2: text(200, undefined, 'The second address line is too long.'),
  billing_city: text(100, 'Please enter your town or city.', 'Your town or city is too long.'),
  billing_postcode: text(20, 'Please enter your postcode or ZIP.', 'Your postcode is too long.').refine(
    (v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(v),
    'Please enter a valid postcode or ZIP.',
  ),
  billing_country: z
    .string()
    .refine((v) => COUNTRIES.some((c) => c.code === v), 'Please choose a country from the list.'),
});
export type BillingInput = z.output<typeof Billing>;

/** The form's values as sent, for re-rendering it; a repeated or missing field reads as empty. */
export function billingValues(body: Record<string, unknown>): BillingValues {
  const values = {} as BillingValues;
  for (const field of BILLING_FIELDS) {
    const v = body[field];
    values[field] = typeof v === 'string' ? v.slice(0, 300) : '';
  }
  return values;
}

export function emptyBilling(): BillingValues {
  const values = billingValues({});
  values.billing_country = DEFAULT_COUNTRY;
  return values;
}

export type BillingResult =
  | { ok: true; billing: BillingInput }
  | { ok: false; errors: Partial<Record<BillingField, string>> };

export function parseBilling(values: BillingValues): BillingResult {
  const parsed = Billing.safeParse(values);
  if (parsed.success) return { ok: true, billing: parsed.data };
  const errors: Partial<Record<BillingField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as BillingField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
