import { describe, expect, it } from 'vitest';
import { widgetTypes } from '../../server/content/registry';

const settingsOf = <T extends keyof typeof widgetTypes>(type: T) => widgetTypes[type].settings;
const problems = (type: keyof typeof widgetTypes, settings: unknown) => {
  const result = settingsOf(type).safeParse(settings);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('content widget settings', () => {
  it('a product carousel shows 3 slides on desktop, 2 on tablets and 1 on phones unless told otherwise', () => {
    expect(settingsOf('product-carousel').parse({ heading: 'Bestsellers' })).toEqual({
      heading: 'Bestsellers',
      orderby: 'popularity',
      limit: 8,
      slidesToShow: { desktop: 3, tablet: 2, mobile: 1 },
    });
    expect(
      widgetTypes['product-carousel'].settings.parse({ heading: 'New', slidesToShow: { desktop: 4 } }).slidesToShow,
    ).toEqual({ desktop: 4, tablet: 2, mobile: 1 });
  });

  it('a product carousel refuses slide counts and limits it cannot show, and unknown orders', () => {
    expect(problems('product-carousel', { heading: 'A', slidesToShow: { desktop: 5 } })).toHaveLength(1);
    expect(problems('product-carousel', { heading: 'A', slidesToShow: { mobile: 3 } })).toHaveLength(1);
    expect(problems('product-carousel', { heading: 'A', limit: 25 })).toEqual([
      'limit: Too big: expected number to be <=24',
    ]);
    expect(problems('product-carousel', { heading: 'A', limit: 2.5 })).toHaveLength(1);
    expect(problems('product-carousel', { heading: 'A', orderby: 'random' })).toHaveLength(1);
    expect(problems('product-carousel', { heading: 'A', tag: 'Not A Slug' })).toHaveLength(1);
  });

  it('a product carousel may offer a filter by category or by tag, the other taxonomy than its own query', () => {
    expect(
      settingsOf('product-carousel').parse({ heading: 'Gifts', filter: { taxonomy: 'product_cat' } }),
    ).toMatchObject({
      filter: { taxonomy: 'product_cat' },
    });
    expect(
      problems('product-carousel', {
        heading: 'Gifts',
        tag: 'gift',
        filter: { taxonomy: 'product_cat', terms: ['mugs'] },
      }),
    ).toEqual([]);
    expect(
      problems('product-carousel', { heading: 'Gifts', category: 'mugs', filter: { taxonomy: 'product_tag' } }),
    ).toEqual([]);
    expect(
      problems('product-carousel', { heading: 'A', category: 'mugs', filter: { taxonomy: 'product_cat' } }),
    ).toEqual(['filter.taxonomy: a carousel of one category cannot filter by category']);
    expect(problems('product-carousel', { heading: 'A', tag: 'eco', filter: { taxonomy: 'product_tag' } })).toEqual([
      'filter.taxonomy: a carousel of one tag cannot filter by tag',
    ]);
    expect(problems('product-carousel', { heading: 'A', filter: { taxonomy: 'pa_colour' } })).toHaveLength(1);
    expect(problems('product-carousel', { heading: 'A', filter: { taxonomy: 'product_cat', terms: [] } })).toHaveLength(
      1,
    );
    expect(
      problems('product-carousel', { heading: 'A', filter: { taxonomy: 'product_cat', terms: ['Mugs!'] } }),
    ).toHaveLength(1);
    // With a filter, the carousel's defaults are still the spec's: 3, 2 and 1 slides.
    expect(settingsOf('product-carousel').parse({ heading: 'A', filter: { taxonomy: 'product_tag' } })).toMatchObject({
      slidesToShow: { desktop: 3, tablet: 2, mobile: 1 },
    });
  });

  it('every widget refuses settings it does not have, so a misspelt one is caught', () => {
    expect(problems('hero', { heading: 'Hello', headline: 'typo' })).toEqual([': Unrecognized key: "headline"']);
    expect(problems('site-header', { sticky: true })).toEqual([': Unrecognized key: "sticky"']);
  });

  it('links go to the shop, or to https, mailto and tel addresses: never javascript: or another host without https', () => {
    const hero = (href: string) => problems('hero', { heading: 'Hi', primary: { label: 'Go', href } });
    for (const good of [
      '/shop/',
      '/journal/page/2/',
      'https://example.com/',
      'mailto:help@statefront.example',
      'tel:+441234',
      '#statefront-action%3Aaction%3Dlightbox%26settings%3DeyJ0eXBlIjoiaW1hZ2UifQ%3D%3D',
    ]) {
      expect(hero(good), good).toEqual([]);
    }
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/',
      'http://example.com/',
      'JAVASCRIPT:alert(1)',
      'shop',
      '#statefront-action:action=lightbox&settings="><script>',
      '#top',
    ]) {
      expect(hero(bad), bad).toHaveLength(1);
    }
  });

  it("pictures are the shop's own, under /media/", () => {
    expect(problems('hero', { heading: 'Hi', image: { src: '/media/products/snake-plant.svg' } })).toEqual([]);
    expect(problems('hero', { heading: 'Hi', image: { src: 'https://tracker.example/pixel.gif' } })).toHaveLength(1);
    expect(problems('hero', { heading: 'Hi', image: { src: '/media/../etc/passwd' } })).toHaveLength(1);
    expect(problems('hero', { heading: 'Hi', image: { src: '/media/a.svg" onerror="x' } })).toHaveLength(1);
  });

  it('text is required where a widget shows it, and bounded', () => {
    expect(problems('hero', { heading: '   ' })).toEqual(['heading: must not be empty']);
    expect(problems('heading', { text: 'x'.repeat(121) })).toHaveLength(1);
    expect(problems('text', { paragraphs: [] })).toHaveLength(1);
    expect(problems('link-list', { links: [] })).toHaveLength(1);
  });

  it('a search form is labelled for products and journal unless told otherwise, and sends to /search/', async () => {
    expect(settingsOf('search-form').parse({})).toEqual({
      label: 'Search products and journal',
      placeholder: 'Search…',
    });
    expect(problems('search-form', { label: ' ' })).toHaveLength(1);
    expect(problems('search-form', { action: '/elsewhere/' })).toHaveLength(1);
    const { default: searchForm } = await import('../../content-widgets/search-form/server');
    const view = await searchForm.resolve(searchForm.settings.parse({ heading: 'Find it' }), {} as never);
    expect(view).toMatchObject({ heading: 'Find it', action: '/search/', query: '', maxLength: 100 });
  });

  it('a loop grid lists products in menu order, of a category when told; nothing else is a setting', () => {
    expect(settingsOf('loop-grid').parse({})).toEqual({ orderby: 'menu_order' });
    expect(problems('loop-grid', { category: 'Mugs!' })).toHaveLength(1);
    expect(problems('loop-grid', { perPage: 10 })).toHaveLength(1);
  });

  it('a post list shows the latest 3, not paged, unless told otherwise', () => {
    expect(settingsOf('post-list').parse({})).toEqual({ tag: 'h2', count: 3, paged: false });
    expect(problems('post-list', { count: 0 })).toHaveLength(1);
    expect(problems('post-list', { paged: 'yes' })).toHaveLength(1);
  });

  it('a category grid shows up to 12 categories by default', () => {
    expect(settingsOf('category-grid').parse({ heading: 'Shop by category' })).toEqual({
      heading: 'Shop by category',
      limit: 12,
    });
  });
});
