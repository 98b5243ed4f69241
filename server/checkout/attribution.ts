import { ATTRIBUTION_FIELDS, ATTRIBUTION_PREFIX, type AttributionField } from '../../domain/attributionFields';
import { TRAFFIC_TYPES } from '../../domain/trafficRules';
import { hasControlCharacters } from './billing';

/**
 * The order-attribution fields of a checkout post. Only known
 * field names are kept, each within its length and shape; anything else is ignored,
 * because attribution must never stop an order.
 */
const URL_LENGTH = 1000;
const TEXT_LENGTH = 200;

const RULES: Record<AttributionField, (v: string) => boolean> = {
  source_type: (v) => (TRAFFIC_TYPES as readonly string[]).includes(v),
  referrer: (v) => v.length <= URL_LENGTH,
  utm_campaign: (v) => v.length <= TEXT_LENGTH,
  utm_source: (v) => v.length <= TEXT_LENGTH,
  utm_medium: (v) => v.length <= TEXT_LENGTH,
  utm_content: (v) => v.length <= TEXT_LENGTH,
  utm_id: (v) => v.length <= TEXT_LENGTH,
  utm_term: (v) => v.length <= TEXT_LENGTH,
  utm_source_platform: (v) => v.length <= TEXT_LENGTH,
  utm_creative_format: (v) => v.length <= TEXT_LENGTH,
  utm_marketing_tactic: (v) => v.length <= TEXT_LENGTH,
  session_entry: (v) => v.length <= URL_LENGTH,
  session_start_time: (v) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v),
  session_pages: (v) => /^\d{1,9}$/.test(v),
  session_count: (v) => /^\d{1,9}$/.test(v),
  user_agent: (v) => v.length <= 500,
};

/**
 * The valid, non-empty attribution fields by field name: from a form body, whose names
 * carry the prefix, or from the JSON checkout's extension data (prefix '').
 */
export function attributionFrom(
  values: Readonly<Record<string, unknown>>,
  prefix = ATTRIBUTION_PREFIX,
): Partial<Record<AttributionField, string>> {
  const found: Partial<Record<AttributionField, string>> = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const raw = Object.hasOwn(values, `${prefix}${field}`) ? values[`${prefix}${field}`] : undefined;
    if (typeof raw !== 'string') continue;
    const value = raw.trim();
    if (value === '' || hasControlCharacters(value) || !RULES[field](value)) continue;
    found[field] = value;
  }
  return found;
}

const TYPE_LABELS: Record<string, string> = {
  utm: 'Campaign',
  organic: 'Search engine',
  referral: 'Link from another site',
  typein: 'Direct visit',
};

/** "How you found us" on the purchase summary, from the stored fields. */
export function foundUsLabel(fields: Readonly<Record<string, string>>): string | undefined {
  const type = fields.source_type;
  if (!type) return undefined;
  const label = TYPE_LABELS[type] ?? type;
  const source = fields.utm_source;
  return source && type !== 'typein' && source !== '(none)' ? `${label} (${type}): ${source}` : `${label} (${type})`;
}
