import { describe, expect, it } from 'vitest';
import { ContentError, type ContentFile, checkContent, readContentFiles } from '../../server/content/seed';

const widget = (widgetType: string, settings: object = {}, id = 'w1') => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
});
const page = (widgets: object[], head: object = {}) => ({
  id: 10,
  slug: 'home',
  type: 'page',
  title: 'Home',
  content: [{ id: 's1', elType: 'section', elements: [{ id: 'c1', elType: 'column', elements: widgets }] }],
  ...head,
});
const file = (name: string, json: unknown): ContentFile => ({ name, text: JSON.stringify(json) });
const post = {
  title: 'A post',
  excerpt: 'About it.',
  publishedAt: '2026-10-01',
  image: '/media/products/snake-plant.svg',
  body: ['One.'],
};

/** The problems checkContent finds, each "file: path: problem". */
function problemsOf(documents: ContentFile[], posts: ContentFile[] = []): string[] {
  try {
    checkContent({ documents, posts });
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems;
  }
}

describe('content seeding checks every file and names file, place and problem', () => {
  it("the repository's own content checks, with a home page, a journal and every theme template", async () => {
    const { documents, posts } = checkContent(await readContentFiles());
    expect(documents.map((d) => d.document.slug).sort()).toEqual([
      'contact',
      'gift-guide',
      'home',
      'journal',
      'product-archive',
      'site-footer',
      'site-header',
    ]);
    expect(new Set(documents.map((d) => d.document.type))).toEqual(
      new Set(['page', 'header', 'footer', 'product-archive']),
    );
    expect(posts.length).toBeGreaterThan(6);
  });

  it('an unknown widget type', () => {
    expect(
      problemsOf([file('content/home.json', page([widget('hero', { heading: 'Hi' }), widget('herro', {}, 'w2')]))]),
    ).toEqual([
      // The known list grows with every widget type; what matters is the place, the name and a hint.
      expect.stringMatching(
        /^content\/home\.json: content\[0\]\.elements\[0\]\.elements\[1\]\.widgetType: unknown widget type "herro" \(known: [a-z-]+(, [a-z-]+)*\)$/,
      ),
    ]);
    expect(problemsOf([file('content/home.json', page([widget('herro', {})]))])[0]).toContain('hero, ');
  });

  it('a setting its widget refuses', () => {
    expect(
      problemsOf([file('content/home.json', page([widget('product-carousel', { heading: 'Best', limit: 100 })]))]),
    ).toEqual([
      'content/home.json: content[0].elements[0].elements[0].settings.limit: Too big: expected number to be <=24',
    ]);
  });

  it('a broken tree: a column where a section belongs, a missing id', () => {
    const doc = page([]);
    doc.content = [
      { id: 'c9', elType: 'column', elements: [] },
      { elType: 'section', elements: [{}] },
    ] as never;
    expect(problemsOf([file('content/home.json', doc)])).toEqual([
      'content/home.json: content[0].elType: Invalid input: expected "section"',
      'content/home.json: content[0].elements: Too small: expected array to have >=1 items',
      'content/home.json: content[1].id: Invalid input: expected string, received undefined',
    ]);
  });

  it('an id used twice in one document', () => {
    expect(
      problemsOf([
        file('content/home.json', page([widget('heading', { text: 'A' }), widget('heading', { text: 'B' })])),
      ]),
    ).toEqual(['content/home.json: content[0].elements[0].elements[1].id: the id "w1" is used twice in this document']);
  });

  it("the shop listing's own id: a widget named so would share its filter and page parameters", () => {
    expect(problemsOf([file('content/home.json', page([widget('loop-grid', {}, 'shop')]))])).toEqual([
      'content/home.json: content[0].elements[0].elements[0].id: "shop" is the shop listing\'s id (its e-filter-shop-… and e-page-shop parameters): choose another',
    ]);
  });

  it('a file that is not JSON', () => {
    const problems = problemsOf([{ name: 'content/home.json', text: '{ "id": 10, ' }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/home\.json: not JSON \(/);
  });

  it('two documents with one id or slug, and two templates for one place', () => {
    const header = (id: number, slug: string) => page([widget('site-header')], { id, slug, type: 'header' });
    expect(
      problemsOf([
        file('content/a.json', header(2, 'header-a')),
        file('content/b.json', header(2, 'header-b')),
        file('content/c.json', page([], { id: 11, slug: 'header-a', type: 'page' })),
      ]),
    ).toEqual([
      'content/b.json: id 2 is already used by content/a.json',
      'content/b.json: the header template is already used by content/a.json',
      'content/c.json: slug "header-a" is already used by content/a.json',
    ]);
  });

  it('a post with a bad date, a foreign picture or no body, and a post file name that is no slug', () => {
    expect(
      problemsOf(
        [],
        [
          file('content/posts/ok.json', post),
          file('content/posts/bad.json', {
            ...post,
            publishedAt: '1 October',
            image: 'https://x.example/a.png',
            body: [],
          }),
          file('content/posts/Not A Slug.json', post),
          file('content/posts/page.json', post),
        ],
      ),
    ).toEqual([
      'content/posts/bad.json: publishedAt: Invalid ISO date',
      'content/posts/bad.json: image: must be a picture under /media/',
      'content/posts/bad.json: body: Too small: expected array to have >=1 items',
      'content/posts/Not A Slug.json: the file name is the post\'s slug: lowercase letters, digits and hyphens, not "page"',
      'content/posts/page.json: the file name is the post\'s slug: lowercase letters, digits and hyphens, not "page"',
    ]);
  });

  it('one error lists every problem on one line, which is what a failed start prints', () => {
    const error = new ContentError(['content/a.json: x: bad', 'content/b.json: y: worse']);
    expect(error.message).toBe('2 problems in the content: content/a.json: x: bad; content/b.json: y: worse');
    expect(error.message).not.toContain('\n');
  });
});
