import { type FieldRule, formErrors, recheckField } from './fields';

/**
 * The contact form's fields, rules and words, shared by the server (which decides) and the
 * browser (which checks first, with the same rules: domain/fields).
 */
export const CONTACT_URL = '/contact/';

/** The fields by the names their inputs post, in the form's order. */
export const CONTACT_FIELDS = {
  name: { kind: 'name', label: 'Name', required: true },
  email: { kind: 'email', label: 'Email address', required: true },
  phone: { kind: 'phone', label: 'Phone', required: false },
  message: { kind: 'message', label: 'Message', required: true },
} as const satisfies Record<string, FieldRule>;

export type ContactField = keyof typeof CONTACT_FIELDS;
export const CONTACT_FIELD_NAMES = Object.keys(CONTACT_FIELDS) as ContactField[];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_MESSAGES = {
  thanks: 'Thank you, your message was sent. We will answer within two working days.',
  throttled: 'You have sent several messages in a short time. Please try again in an hour.',
  expired: 'This page had expired, so your message was not sent. Please check it and send it again.',
  unverified: 'We could not verify your message, so it was not sent. Please check it and send it again.',
  failed: 'Your message could not be sent. Please try again.',
  summary: 'There is a problem with your message',
} as const;

/** The nonce action of the contact form's own (no-JavaScript) post. */
export const CONTACT_NONCE_ACTION = 'contact';

/** What a failed send said: the fields at fault, or one message. */
export interface ContactRefusal {
  errors: ContactErrors;
  message?: string | undefined;
}

/** A form nothing has been typed into. */
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', message: '' };

/** Every field's first problem, by the rules the server applies, in the form's order; empty when it may be sent. */
export const contactErrors = (values: ContactValues): ContactErrors => formErrors(CONTACT_FIELDS, values);

/** The errors after field `name` became `value`: one showing an error is checked again (domain/fields). */
export const recheckContact = (errors: ContactErrors, name: string, value: string): ContactErrors =>
  recheckField(CONTACT_FIELDS, errors, name, value);

/** What the shopper is told of a refusal (or the thanks): its message, else each field's. */
export const contactSaid = ({ errors, message }: ContactRefusal): string => message ?? Object.values(errors).join(' ');

/** Reads a send's failure (a REST error with `data.params`, or anything else) as what the form shows. */
export function contactRefusal(error: unknown): ContactRefusal {
  const e = error as { data?: { params?: Record<string, unknown> }; message?: unknown } | null;
  const errors: ContactErrors = {};
  for (const name of CONTACT_FIELD_NAMES) {
    const text = e?.data?.params?.[name];
    if (typeof text === 'string') errors[name] = text;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, message: typeof e?.message === 'string' && e.message ? e.message : CONTACT_MESSAGES.failed };
}
