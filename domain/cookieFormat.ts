/**
 * The attribution cookies' value format: `key=value` pairs joined by `|||` (as the
 * tracker the spec comes from writes them), with every value URL-encoded so a `|||` or
 * `=` inside a campaign name or URL cannot split or corrupt the record, and clipped so
 * no cookie grows large enough for a server to refuse the request (HTTP 400/414).
 */
export const PAIR_SEPARATOR = '|||';

/**
 * Longest encoded value kept, in characters. Ten traffic fields at this cap give a
 * cookie of about 2 KB at most; all eight cookies stay well under the 8 KB request
 * header limit common servers enforce.
 */
export const MAX_ENCODED_VALUE = 200;

/** The longest prefix of `value` (whole code points) whose encoded form fits the cap. */
export function clipValue(value: string): string {
  if (encodeURIComponent(value).length <= MAX_ENCODED_VALUE) return value;
  let kept = '';
  let length = 0;
  for (const ch of value) {
    const encoded = encodeURIComponent(ch).length;
    if (length + encoded > MAX_ENCODED_VALUE) break;
    kept += ch;
    length += encoded;
  }
  return kept;
}

/** `{ typ: 'utm', src: 'a|||b' }` → `typ=utm|||src=a%7C%7C%7Cb`. */
export function serializePairs(pairs: Readonly<Record<string, string>>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key}=${encodeURIComponent(clipValue(value))}`)
    .join(PAIR_SEPARATOR);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Written by an older tracker that did not encode: keep the text as it is.
    return value;
  }
}

/** The inverse of serializePairs; tolerant of cookies written before values were encoded. */
export function parsePairs(raw: string | undefined): Record<string, string> {
  // No prototype: a key such as `__proto__` in a tampered cookie stays a plain key.
  const pairs: Record<string, string> = Object.create(null);
  if (!raw) return pairs;
  for (const part of raw.split(PAIR_SEPARATOR)) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    pairs[part.slice(0, at)] = clipValue(decode(part.slice(at + 1)));
  }
  return pairs;
}
