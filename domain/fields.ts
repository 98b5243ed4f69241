/**
 * Form field rules shared by the browser (the formValidation machine) and the server
 * (server/accounts/forms.ts builds its zod schemas from them), so a field passes or fails
 * the same way on both sides. Pure functions: no DOM, no zod, safe to import anywhere.
 */

export type FieldKind = 'name' | 'email' | 'phone' | 'password' | 'newPassword' | 'message';

export interface FieldRule {
  kind: FieldKind;
  /** Shown in messages: "Email address is required." */
  label: string;
  required: boolean;
}

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** scrypt cost does not depend on length, but a cap keeps a request body small. */
export const PASSWORD_MAX = 256;
/** A message typed into a form (the contact form's): under the server's 4096-character field cap. */
export const MESSAGE_MAX = 4000;

/** Separators a shopper may type inside a phone number; stripped before the check. */
const PHONE_SEPARATORS = /[\s\-.()/]/g;
/** A phone number is 6 to 15 digits, with an optional leading plus, after separators are stripped. */
const PHONE = /^\+?\d{6,15}$/;
/**
 * The e-mail pattern is our choice. This one is what browsers' own
 * type=email check accepts in practice, minus dotless domains: something@host.tld.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normalizePhone(raw: string): string {
  return raw.trim().replace(PHONE_SEPARATORS, '');
}

export function isValidPhone(raw: string): boolean {
  return PHONE.test(normalizePhone(raw));
}

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  return email.length <= EMAIL_MAX && EMAIL.test(email);
}

export const FIELD_MESSAGES = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number: 6 to 15 digits, optionally starting with +.',
  newPassword: `Please use a password of at least ${PASSWORD_MIN} characters.`,
  tooLong: 'This is too long.',
  messageTooLong: `Please keep your message to ${MESSAGE_MAX} characters or fewer.`,
} as const;

/** The first problem with a value, as the message shown beside the field; undefined when it is fine. */
export function fieldError(rule: FieldRule, raw: string): string | undefined {
  const value = rule.kind === 'password' || rule.kind === 'newPassword' ? raw : raw.trim();
  if (value === '') return rule.required ? `${rule.label} is required.` : undefined;
  switch (rule.kind) {
    case 'name':
      return value.length > NAME_MAX ? FIELD_MESSAGES.tooLong : undefined;
    case 'email':
      return isValidEmail(value) ? undefined : FIELD_MESSAGES.email;
    case 'phone':
      return isValidPhone(value) ? undefined : FIELD_MESSAGES.phone;
    case 'password':
      return value.length > PASSWORD_MAX ? FIELD_MESSAGES.tooLong : undefined;
    case 'newPassword':
      if (value.length > PASSWORD_MAX) return FIELD_MESSAGES.tooLong;
      return value.length < PASSWORD_MIN ? FIELD_MESSAGES.newPassword : undefined;
    case 'message':
      return value.length > MESSAGE_MAX ? FIELD_MESSAGES.messageTooLong : undefined;
  }
}

/** Messages by field name: the fields that have a problem, in the form's order. */
export type FieldErrors = Record<string, string>;

/** Every field's first problem, in the fields' order; empty when the form may be sent. */
export function formErrors(fields: Record<string, FieldRule>, values: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(fields)) {
    const message = fieldError(rule, values[name] ?? '');
    if (message) errors[name] = message;
  }
  return errors;
}

/**
 * The errors after the shopper changed field `name` to `value`: a field showing an error is
 * checked again, so the error goes as soon as it is fixed; one without waits for the next
 * submit, so nothing is called wrong while it is being typed (docs/decisions/0034).
 */
export function recheckField(
  fields: Record<string, FieldRule>,
  errors: FieldErrors,
  name: string,
  value: string,
): FieldErrors {
  const rule = fields[name];
  if (!rule || errors[name] === undefined) return errors;
  const { [name]: _old, ...rest } = errors;
  const message = fieldError(rule, value);
  return message ? { ...rest, [name]: message } : rest;
}

/** The account forms' fields, by the names their inputs post. */
export const LOGIN_FIELDS = {
  email: { kind: 'email', label: 'Email address', required: true },
  password: { kind: 'password', label: 'Password', required: true },
} as const satisfies Record<string, FieldRule>;

export const REGISTER_FIELDS = {
  name: { kind: 'name', label: 'Name', required: true },
  email: { kind: 'email', label: 'Email address', required: true },
  phone: { kind: 'phone', label: 'Phone', required: false },
  password: { kind: 'newPassword', label: 'Password', required: true },
} as const satisfies Record<string, FieldRule>;

/** The newsletter sign-up's one field (the popup's form and the newsletter page's). */
export const NEWSLETTER_FIELDS = {
  email: { kind: 'email', label: 'Email address', required: true },
} as const satisfies Record<string, FieldRule>;
