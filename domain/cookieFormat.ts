/**
 * The attribution cookies' value format: `key=value` pairs joined by `|||` (the format of
 * the sourcebuster.js tracker whose sbjs_* cookies these are), with every value URL-encoded so a `|||` or
 * `=` inside a campaign name or URL cannot split or corrupt the record. Values are clipped
 * by kind (see the limits below) so no cookie nears the browser's 4 KB per cookie and all
 * of them together stay under 7 KB, leaving room for the shop's own cookies under the
 * 8 KB request-header line that common servers refuse past (HTTP 400/414).
 */
export const PAIR_SEPARATOR = '|||';

/** Longest encoded text value kept (a campaign field, the user agent), in characters. */
export const MAX_ENCODED_VALUE = 200;

/**
 * Longest encoded URL kept (entrance point, current page, referrer), in characters:
 * campaign landing URLs of 800 characters and more fit whole, and a visit's extra-data
 * cookie (two URLs) stays near 2 KB.
 */
export const MAX_ENCODED_URL = 1000;

/** The longest prefix of `value` (whole code points) whose encoded form is at most `max` characters. */
export function clipValue(value: string, max = MAX_ENCODED_VALUE): string {
  if (encodeURIComponent(value).length <= max) return value;
  let kept = '';
  let length = 0;
  for (const ch of value) {
    const encoded = encodeURIComponent(ch).length;
    if (length + encoded > max) break;
    kept += ch;
    length += encoded;
  }
  return kept;
}

export const clipUrl = (url: string) => clipValue(url, MAX_ENCODED_URL);

/** `{ typ: 'utm', src: 'a|||b' }` → `typ=utm|||src=a%7C%7C%7Cb`. Values are clipped by the record rules. */
export function serializePairs(pairs: Readonly<Record<string, string>>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
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

/**
 * The inverse of serializePairs. Also reads the cookies sourcebuster.js 1.x writes, which
 * URL-encode the whole value (`typ%3Dutm%7C%7C%7Csrc%3D...`): a value with no bare `=` has
 * no pair in our format, so it is decoded whole first and its pairs then read as that
 * tracker reads them (each value decoded once more). Tolerant of unencoded values written
 * by older trackers. Values come back unclipped: each reader clips by the field's kind.
 */
export function parsePairs(raw: string | undefined): Record<string, string> {
  // No prototype: a key such as `__proto__` in a tampered cookie stays a plain key.
  const pairs: Record<string, string> = Object.create(null);
  if (!raw) return pairs;
  const text = raw.includes('=') ? raw : decode(raw);
  for (const part of text.split(PAIR_SEPARATOR)) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    pairs[part.slice(0, at)] = decode(part.slice(at + 1));
  }
  return pairs;
}
