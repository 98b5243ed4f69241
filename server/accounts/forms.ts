import { z } from 'zod';
import { type FieldRule, fieldError } from '../../domain/fields';

/** Form-encoded bodies give strings; a repeated name gives an array, which fails as "not a string". */
const MAX_FIELD_LENGTH = 4096;

function fieldSchema(rule: FieldRule) {
  return z
    .string({ error: `${rule.label} must be given once, as text.` })
    .max(MAX_FIELD_LENGTH, { error: 'This is too long.' })
    .default('')
    .superRefine((value, ctx) => {
      const message = fieldError(rule, value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

export type FormResult<F extends Record<string, FieldRule>> =
  | { ok: true; values: { [K in keyof F]: string } }
  | { ok: false; errors: Partial<Record<keyof F, string>>; values: Partial<Record<keyof F, string>> };

/**
 * Checks a posted form with the same rules the browser checks (domain/fields).
 * Fields the form does not have are ignored; the result says which field failed and why.
 */
export function parseForm<F extends Record<string, FieldRule>>(fields: F, body: unknown): FormResult<F> {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const shape = Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, fieldSchema(rule)]));
  const parsed = z.object(shape).safeParse(raw);
  const echo = Object.fromEntries(
    Object.keys(fields).map((name) => [name, typeof raw[name] === 'string' ? (raw[name] as string) : '']),
  ) as Partial<Record<keyof F, string>>;
  if (parsed.success) return { ok: true, values: parsed.data as { [K in keyof F]: string } };
  const errors: Partial<Record<keyof F, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as keyof F;
    errors[name] ??= issue.message;
  }
  return { ok: false, errors, values: echo };
}
