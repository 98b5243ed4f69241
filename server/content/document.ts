import { z } from 'zod';
import { LISTING_WIDGET_ID } from '../../domain/listingFilter';
import type { ColumnSize, DocumentType, WidgetTypeName } from '../../ui/content/types';
import { isWidgetType, widgetTypes } from './registry';

/**
 * A document as page builders store it (docs/decisions/0240): a page or theme template
 * whose `content` is a list of sections, each a list of columns, each a list of widgets
 * with a `widgetType` and its settings:
 *
 *   { id, slug, type, title, content: [
 *       { id, elType: 'section', settings, elements: [
 *           { id, elType: 'column', settings, elements: [
 *               { id, elType: 'widget', widgetType, settings } ] } ] } ] }
 *
 * `checkDocument` reads one element at a time, so a bad element costs only itself: the
 * seed refuses a file with any problem, while a page being rendered leaves the element
 * out and logs the problem.
 */

export const DOCUMENT_TYPES = ['page', 'header', 'footer', 'product-archive'] as const satisfies DocumentType[];

/** One problem, at its place in the document (`content[1].elements[0]…`). */
export interface ContentIssue {
  path: string;
  problem: string;
}

export interface CheckedWidget {
  id: string;
  type: WidgetTypeName;
  /** Parsed by the widget type's own schema, defaults filled in. */
  settings: unknown;
}

export interface CheckedDocument {
  id: number;
  slug: string;
  type: DocumentType;
  title: string;
  /** The page's meta description. */
  description?: string;
  sections: {
    id: string;
    background: 'none' | 'muted' | 'accent';
    columns: { id: string; size?: ColumnSize; widgets: CheckedWidget[] }[];
  }[];
}

const elementId = z.string().regex(/^[a-z0-9]{1,16}$/, 'must be 1 to 16 lowercase letters or digits');

const DocumentShape = z
  .object({
    id: z.number().int().min(1).max(2_147_483_647),
    slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a slug: lowercase letters, digits and hyphens'),
    type: z.enum(DOCUMENT_TYPES),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(300).optional(),
    content: z.array(z.unknown()).max(40),
  })
  .strict();

const SectionShape = z
  .object({
    id: elementId,
    elType: z.literal('section'),
    settings: z
      .object({ background: z.enum(['none', 'muted', 'accent']).default('none') })
      .strict()
      .default({ background: 'none' }),
    elements: z.array(z.unknown()).min(1).max(6),
  })
  .strict();

const ColumnShape = z
  .object({
    id: elementId,
    elType: z.literal('column'),
    settings: z
      .object({
        size: z.union([z.literal(25), z.literal(33), z.literal(50), z.literal(66), z.literal(75), z.literal(100)]),
      })
      .partial()
      .strict()
      .default({}),
    elements: z.array(z.unknown()).max(24),
  })
  .strict();

const WidgetShape = z
  .object({
    id: elementId,
    elType: z.literal('widget'),
    widgetType: z.string().max(60),
    settings: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

function pathOf(base: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((p, key) => (typeof key === 'number' ? `${p}[${key}]` : `${p}.${String(key)}`), base);
}

/** Checks a stored or seeded document. Without a usable head (id, slug, type, title) there is no document. */
export function checkDocument(raw: unknown): { document: CheckedDocument | null; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const parse = <T>(schema: z.ZodType<T>, value: unknown, at: string): T | undefined => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) issues.push({ path: pathOf(at, issue.path), problem: issue.message });
    return undefined;
  };
  const head = parse(DocumentShape, raw, '');
  if (!head) return { document: null, issues };

  const seen = new Set<string>();
  // Element ids name things in the page (a carousel's heading id, a filter's parameter): one use each.
  // The shop listing names its own parameters by this id: a widget of that name would share them.
  const unique = (id: string, at: string) => {
    if (id === LISTING_WIDGET_ID) {
      issues.push({
        path: `${at}.id`,
        problem: `"${id}" is the shop listing's id (its e-filter-${id}-… and e-page-${id} parameters): choose another`,
      });
      return false;
    }
    if (!seen.has(id)) return seen.add(id);
    issues.push({ path: `${at}.id`, problem: `the id "${id}" is used twice in this document` });
    return false;
  };

  const sections: CheckedDocument['sections'] = [];
  head.content.forEach((rawSection, s) => {
    const at = `content[${s}]`;
    const section = parse(SectionShape, rawSection, at);
    if (!section || !unique(section.id, at)) return;
    const columns: CheckedDocument['sections'][number]['columns'] = [];
    section.elements.forEach((rawColumn, c) => {
      const cat = `${at}.elements[${c}]`;
      const column = parse(ColumnShape, rawColumn, cat);
      if (!column || !unique(column.id, cat)) return;
      const widgets: CheckedWidget[] = [];
      column.elements.forEach((rawWidget, w) => {
        const wat = `${cat}.elements[${w}]`;
        const widget = parse(WidgetShape, rawWidget, wat);
        if (!widget || !unique(widget.id, wat)) return;
        if (!isWidgetType(widget.widgetType)) {
          const known = Object.keys(widgetTypes).sort().join(', ');
          issues.push({
            path: `${wat}.widgetType`,
            problem: `unknown widget type "${widget.widgetType}" (known: ${known})`,
          });
          return;
        }
        const settings = parse(widgetTypes[widget.widgetType].settings, widget.settings, `${wat}.settings`);
        if (settings !== undefined) widgets.push({ id: widget.id, type: widget.widgetType, settings });
      });
      columns.push({ id: column.id, ...(column.settings.size ? { size: column.settings.size } : {}), widgets });
    });
    sections.push({ id: section.id, ...section.settings, columns });
  });
  const { id, slug, type, title, description } = head;
  return { document: { id, slug, type, title, ...(description ? { description } : {}), sections }, issues };
}
