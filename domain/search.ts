/**
 * Shop search (docs/decisions/0250): what a shopper's query becomes before it reaches the
 * database. Only letters and digits survive, as whole words; everything else (quotes,
 * `&|!:*()`, SQL, markup) separates words and is never passed on, so a query can neither
 * break the full-text syntax nor reach SQL other than as bound words.
 */

/** The results page and the header form. */
export const SEARCH_URL = '/search/';
/** The query parameter, as WordPress names it: `/?s=` is redirected to the results page. */
export const SEARCH_PARAM = 's';
/** The suggestions' JSON route. */
export const SUGGESTIONS_URL = '/api/statefront/v1/search/suggestions';

/** Longest query read, in characters; the rest is ignored (and said on the page). */
export const SEARCH_MAX_LENGTH = 100;
/** At most this many words are searched for. */
export const SEARCH_MAX_WORDS = 8;
/** A word this long or longer is searched; shorter ones are left out. */
export const SEARCH_MIN_WORD = 2;
/** Suggestions start at this many characters typed. */
export const SUGGEST_MIN_LENGTH = 2;
/** Suggestions wait for this long after the last keystroke before asking. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** At most this many suggestions are shown. */
export const SUGGEST_LIMIT = 8;
/** What is said politely each time the suggestions are refreshed. */
export const suggestionCountText = (n: number) =>
  n === 0 ? 'No suggestions.' : `${n} suggestion${n === 1 ? '' : 's'}; use the up and down arrows to choose.`;

/**
 * The suggestion highlighted after an arrow key (1 down, -1 up; -1 is none), wrapping
 * round: down from none or the last is the first, up from none or the first the last.
 */
export const highlightAfter = (step: 1 | -1, active: number, count: number) =>
  step === 1 ? (active + 1) % count : (active <= 0 ? count : active) - 1;

/** Results per page, for products and for posts. */
export const SEARCH_PAGE_SIZE = 12;

export interface ParsedQuery {
  /** The query as shown back to the shopper: trimmed, inner space collapsed, cut to the maximum. */
  text: string;
  /** The words searched for, lowercased, in order, without repeats. */
  words: string[];
  /** The query was longer than SEARCH_MAX_LENGTH and was cut. */
  truncated: boolean;
  /** Why nothing is searched, when nothing is. */
  problem?: 'empty' | 'too-short';
}

export function parseQuery(raw: unknown): ParsedQuery {
  const full = typeof raw === 'string' ? raw.replace(/\s+/gu, ' ').trim() : '';
  const text = [...full].slice(0, SEARCH_MAX_LENGTH).join('').trim();
  const truncated = [...full].length > SEARCH_MAX_LENGTH;
  const all = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = [...new Set(all.filter((w) => [...w].length >= SEARCH_MIN_WORD))].slice(0, SEARCH_MAX_WORDS);
  if (words.length > 0) return { text, words, truncated };
  return { text, words, truncated, problem: all.length > 0 || text.length > 0 ? 'too-short' : 'empty' };
}

/**
 * The words as a `to_tsquery` expression: every word must match (`&`); with `prefix`, the
 * last word also matches longer words (`:*`), for suggestions while a word is being typed.
 * Words are letters and digits only, so the expression is always valid.
 */
export function tsQuery(words: string[], prefix = false): string {
  return words.map((w, i) => (prefix && i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** The results page for a query (and a page of it). */
export function searchUrl(text: string, page = 1): string {
  const params = new URLSearchParams({ [SEARCH_PARAM]: text });
  if (page > 1) params.set('paged', String(page));
  return `${SEARCH_URL}?${params}`;
}
