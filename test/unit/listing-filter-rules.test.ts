import { describe, expect, it } from 'vitest';
import {
  filteredListingHref,
  formatFilterValue,
  linkOnCurrentPage,
  MAX_FILTER_TERMS,
  parseFilterValue,
  readFilter,
  refreshLoopBody,
  toggleTerm,
} from '../../domain/listingFilter';

describe('filter parameter values (terms joined by + for AND, ~ for OR, ! for NOT)', () => {
  it('reads + as AND, ~ as OR and ! as NOT', () => {
    expect(parseFilterValue('eco+gift')).toEqual({ terms: ['eco', 'gift'], logic: 'and' });
    expect(parseFilterValue('eco~gift')).toEqual({ terms: ['eco', 'gift'], logic: 'or' });
    expect(parseFilterValue('eco!gift')).toEqual({ terms: ['eco', 'gift'], logic: 'not' });
    expect(parseFilterValue('!eco')).toEqual({ terms: ['eco'], logic: 'not' });
  });

  it('reads a + that URL decoding turned into a space as AND', () => {
    expect(readFilter(new URLSearchParams('e-filter-shop-product_tag=eco+gift'), 'shop', 'product_tag')).toEqual({
      terms: ['eco', 'gift'],
      logic: 'and',
    });
  });

  it('takes one term alone as a plain match', () => {
    expect(parseFilterValue('eco')).toEqual({ terms: ['eco'], logic: 'or' });
  });

  it('refuses mixed separators, empty terms, non-slugs and too many terms', () => {
    expect(parseFilterValue('eco+gift~desk')).toBeNull();
    expect(parseFilterValue('eco~~gift')).toBeNull();
    expect(parseFilterValue('')).toBeNull();
    expect(parseFilterValue('Eco~<b>')).toBeNull();
    const many = Array.from({ length: MAX_FILTER_TERMS + 1 }, (_, i) => `t${i}`).join('~');
    expect(parseFilterValue(many)).toBeNull();
  });

  it('writes the separator of the logic, and keeps a lone excluded term excluded', () => {
    expect(formatFilterValue({ terms: ['eco', 'gift'], logic: 'and' })).toBe('eco+gift');
    expect(formatFilterValue({ terms: ['eco', 'gift'], logic: 'or' })).toBe('eco~gift');
    expect(formatFilterValue({ terms: ['eco', 'gift'], logic: 'not' })).toBe('eco!gift');
    expect(formatFilterValue({ terms: ['eco'], logic: 'not' })).toBe('!eco');
    for (const logic of ['and', 'or', 'not'] as const) {
      const filter = { terms: ['eco', 'gift'], logic };
      expect(parseFilterValue(formatFilterValue(filter))).toEqual(filter);
    }
  });

  it('a malformed parameter, or a repeated one, is no filter', () => {
    const read = (q: string) => readFilter(new URLSearchParams(q), 'shop', 'product_tag');
    expect(read('e-filter-shop-product_tag=eco+gift~desk').terms).toEqual([]);
    expect(read('e-filter-shop-product_tag=eco&e-filter-shop-product_tag=gift').terms).toEqual([]);
    expect(read('e-filter-other-product_tag=eco').terms).toEqual([]);
  });
});

describe('the filtered listing URL', () => {
  it('drops e-page-{widgetId}, page and paged and keeps the other parameters', () => {
    const href = filteredListingHref(
      '/shop/?orderby=price&paged=3&page=2&e-page-shop=4&e-page-other=5',
      'shop',
      'product_tag',
      { terms: ['eco', 'gift'], logic: 'and' },
    );
    expect(href).toBe('/shop/?orderby=price&e-page-other=5&e-filter-shop-product_tag=eco+gift');
  });

  it('replaces an earlier filter and writes the separators literally', () => {
    expect(
      filteredListingHref('/shop/?e-filter-shop-product_tag=desk', 'shop', 'product_tag', {
        terms: ['eco', 'gift'],
        logic: 'or',
      }),
    ).toBe('/shop/?e-filter-shop-product_tag=eco~gift');
  });

  it('with no term selected ("All"), removes the filter parameter', () => {
    expect(
      filteredListingHref('/shop/?e-filter-shop-product_tag=eco~gift&paged=2', 'shop', 'product_tag', {
        terms: [],
        logic: 'or',
      }),
    ).toBe('/shop/');
  });
});

describe("a widget's filter link on the page as it is now", () => {
  it("keeps the link's own filter and takes the other widgets' filters from the page now", () => {
    // Loaded with nothing chosen; since then the mugs grid was filtered in place.
    expect(
      linkOnCurrentPage(
        '/gift-guide/?e-filter-notebooks-product_tag=eco',
        'https://shop.test/gift-guide/?e-filter-mugs-product_tag=handmade',
        'notebooks',
      ),
    ).toBe('/gift-guide/?e-filter-mugs-product_tag=handmade&e-filter-notebooks-product_tag=eco');
  });

  it("drops another widget's filter the page no longer has, and the widget's own page number", () => {
    expect(
      linkOnCurrentPage(
        '/gift-guide/?e-filter-mugs-product_tag=handmade&e-filter-notebooks-product_tag=eco+gift',
        'https://shop.test/gift-guide/?e-page-notebooks=3&orderby=price',
        'notebooks',
      ),
    ).toBe('/gift-guide/?orderby=price&e-filter-notebooks-product_tag=eco+gift');
  });

  it('"All" (no filter of its own) keeps only the other parameters', () => {
    expect(
      linkOnCurrentPage(
        '/gift-guide/',
        'https://shop.test/gift-guide/?e-filter-notebooks-product_tag=eco~gift&e-filter-mugs-product_tag=!gift',
        'notebooks',
      ),
    ).toBe('/gift-guide/?e-filter-mugs-product_tag=%21gift');
  });
});

describe('the refresh request body', () => {
  it('names the taxonomy filter, its terms and logic, the widget and the pagination base', () => {
    expect(
      refreshLoopBody(
        { terms: ['eco'], logic: 'or' },
        { widgetId: 'shop', taxonomy: 'product_tag', postId: 0 },
        '/shop/',
      ),
    ).toEqual({
      post_id: 0,
      widget_filters: {
        product_tag: {
          filterType: 'taxonomy',
          filterData: { terms: ['eco'], selectedTaxonomy: 'product_tag', logicalJoin: 'or' },
        },
      },
      widget_id: 'shop',
      pagination_base_url: '/shop/',
    });
  });
});

describe('choosing tags in the filter bar', () => {
  it('adds a tag chosen once after the others, removes it when chosen again, and keeps the logic', () => {
    const chosen = toggleTerm({ terms: ['eco'], logic: 'and' }, 'gift');
    expect(chosen).toEqual({ terms: ['eco', 'gift'], logic: 'and' });
    expect(toggleTerm(chosen, 'eco')).toEqual({ terms: ['gift'], logic: 'and' });
  });
});
