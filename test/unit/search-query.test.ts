import { describe, expect, it } from 'vitest';
import {
  highlightAfter,
  parseQuery,
  SEARCH_MAX_LENGTH,
  searchUrl,
  suggestionCountText,
  tsQuery,
} from '../../domain/search';

describe('parseQuery', () => {
  it('keeps words of letters and digits, lowercased, once each', () => {
    expect(parseQuery('  Enamel  MUG enamel 2x ')).toEqual({
      text: 'Enamel MUG enamel 2x',
      words: ['enamel', 'mug', '2x'],
      truncated: false,
    });
    expect(parseQuery('Crème brûlée').words).toEqual(['crème', 'brûlée']);
  });

  it('turns full-text operators, quotes, SQL and markup into word breaks', () => {
    expect(parseQuery("mug & !lamp | (x:*) 'tea'").words).toEqual(['mug', 'lamp', 'tea']);
    expect(parseQuery("'; drop table products; --").words).toEqual(['drop', 'table', 'products']);
    expect(parseQuery('<script>alert(1)</script>').words).toEqual(['script', 'alert']);
    expect(parseQuery('&|!:*').problem).toBe('too-short');
  });

  it('says why nothing is searched: empty, or no word of 2 characters', () => {
    expect(parseQuery('').problem).toBe('empty');
    expect(parseQuery('   ').problem).toBe('empty');
    expect(parseQuery(undefined).problem).toBe('empty');
    expect(parseQuery(['mug']).problem).toBe('empty');
    expect(parseQuery('m').problem).toBe('too-short');
    expect(parseQuery('a b c').problem).toBe('too-short');
    expect(parseQuery('a mug').words).toEqual(['mug']);
  });

  it('reads at most 100 characters and 8 words, and says when it cut', () => {
    const long = parseQuery(`mug ${'x'.repeat(500)}`);
    expect([...long.text]).toHaveLength(SEARCH_MAX_LENGTH);
    expect(long.truncated).toBe(true);
    expect(parseQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10').words).toHaveLength(8);
  });
});

describe('tsQuery', () => {
  it('needs every word; a prefix query lets the last one be the start of a word', () => {
    expect(tsQuery(['enamel', 'mug'])).toBe('enamel & mug');
    expect(tsQuery(['enamel', 'mu'], true)).toBe('enamel & mu:*');
  });
});

describe('searchUrl', () => {
  it('encodes the query and pages after the first', () => {
    expect(searchUrl('mug & tea')).toBe('/search/?s=mug+%26+tea');
    expect(searchUrl('mug', 2)).toBe('/search/?s=mug&paged=2');
  });
});

describe('suggestions', () => {
  it('says how many there are, and how to choose', () => {
    expect(suggestionCountText(0)).toBe('No suggestions.');
    expect(suggestionCountText(1)).toBe('1 suggestion; use the up and down arrows to choose.');
    expect(suggestionCountText(3)).toBe('3 suggestions; use the up and down arrows to choose.');
  });

  it('moves the highlight round the list with the arrows', () => {
    expect([-1, 0, 1, 2].map((active) => highlightAfter(1, active, 3))).toEqual([0, 1, 2, 0]);
    expect([-1, 0, 1, 2].map((active) => highlightAfter(-1, active, 3))).toEqual([2, 2, 0, 1]);
  });
});
