import type { FastifyBaseLogger } from 'fastify';
import type { ContentDocumentView, DocumentType, WidgetTypeName, WidgetView } from '../../ui/content/types';
import { frozen } from '../view-parts/shared';
import { type CheckedDocument, type CheckedWidget, checkDocument } from './document';
import { widgetTypes } from './registry';
import type { StoredDocument } from './repository';
import type { RenderContext, WidgetType } from './widget-kit/widget-type';

/**
 * A stored document, checked as it is read: an element that does not check (a widget type
 * this version does not know, settings its schema refuses) is left out with a warning in
 * the log, and the rest of the page renders. Only a document without a usable head is
 * missing altogether.
 */
export function readStoredDocument(stored: StoredDocument, log: FastifyBaseLogger): CheckedDocument | null {
  const { description, ...head } = stored;
  const { document, issues } = checkDocument({ ...head, ...(description === null ? {} : { description }) });
  for (const issue of issues) {
    log.warn({ document: stored.slug, path: issue.path }, `content left out: ${issue.problem}`);
  }
  return document;
}

/** One widget's view model, read for this request. */
export async function resolveWidget(
  widget: CheckedWidget,
  ctx: RenderContext,
  documentId: number,
): Promise<WidgetView> {
  const type = widgetTypes[widget.type] as WidgetType<WidgetTypeName>;
  return {
    id: widget.id,
    type: widget.type,
    view: await type.resolve(widget.settings, { ...ctx, widgetId: widget.id, documentId }),
  } as WidgetView;
}

/** The widget of `document` with element id `id`, if there is one. */
export function findWidget(document: CheckedDocument, id: string): CheckedWidget | undefined {
  for (const section of document.sections) {
    for (const column of section.columns) {
      const widget = column.widgets.find((w) => w.id === id);
      if (widget) return widget;
    }
  }
  return undefined;
}

/** Every widget's view model, read for this request. */
export async function renderDocument(document: CheckedDocument, ctx: RenderContext): Promise<ContentDocumentView> {
  const sections = await Promise.all(
    document.sections.map(async ({ columns, ...section }) => ({
      ...section,
      columns: await Promise.all(
        columns.map(async ({ widgets, ...column }) => ({
          ...column,
          widgets: await Promise.all(widgets.map((w) => resolveWidget(w, ctx, document.id))),
        })),
      ),
    })),
  );
  return { id: document.id, type: document.type, sections };
}

/** A page document by slug, rendered; null when there is none (or it has no usable head). */
export async function renderPageDocument(
  slug: string,
  ctx: RenderContext,
  log: FastifyBaseLogger,
): Promise<{ title: string; description?: string; view: ContentDocumentView } | null> {
  const stored = await ctx.shop.content.documentBySlug(slug);
  const document = stored ? readStoredDocument(stored, log) : null;
  if (document?.type !== 'page') return null;
  const { title, description } = document;
  return { title, ...(description ? { description } : {}), view: await renderDocument(document, ctx) };
}

/**
 * Templates as checked, by the stored row: the repository keeps its rows for a few seconds
 * and every page renders two or three templates, so each row is checked (and any problem
 * logged) once while it is kept, not on every request.
 */
const checkedTemplates = new WeakMap<StoredDocument, CheckedDocument | null>();

function checkedTemplate(stored: StoredDocument, log: FastifyBaseLogger): CheckedDocument | null {
  let document = checkedTemplates.get(stored);
  if (document === undefined) {
    document = readStoredDocument(stored, log);
    checkedTemplates.set(stored, document);
  }
  return document;
}

/**
 * Views of templates whose every widget's view comes from its settings alone (the header,
 * the footer, the listing's archive as seeded), by checked document: resolved once per
 * stored row (kept TEMPLATE_SECONDS, server/content/repository.ts) and shared, frozen, by
 * every request while it is kept. Any other template is resolved per request. Frozen, so a
 * kept part whose input is one of its widgets' views writes that input's key once
 * (src/kept-parts.tsx).
 */
const settingsOnlyViews = new WeakMap<CheckedDocument, Promise<ContentDocumentView>>();

function fromSettingsAlone(document: CheckedDocument): boolean {
  return document.sections.every((section) =>
    section.columns.every((column) => column.widgets.every((w) => widgetTypes[w.type].fromSettings === true)),
  );
}

function templateView(document: CheckedDocument, ctx: RenderContext): Promise<ContentDocumentView> {
  if (!fromSettingsAlone(document)) return renderDocument(document, ctx);
  let view = settingsOnlyViews.get(document);
  if (!view) {
    view = renderDocument(document, ctx).then(frozen);
    settingsOnlyViews.set(document, view);
    // A failed resolve is not kept: the next request tries again.
    view.catch(() => settingsOnlyViews.delete(document));
  }
  return view;
}

/** The theme templates of the given types that exist, rendered, by type. */
export async function renderTemplates<T extends DocumentType>(
  types: T[],
  ctx: RenderContext,
  log: FastifyBaseLogger,
): Promise<Partial<Record<T, ContentDocumentView>>> {
  const stored = await ctx.shop.content.templates(types);
  const rendered: Partial<Record<T, ContentDocumentView>> = {};
  for (const row of stored) {
    const document = checkedTemplate(row, log);
    const type = document?.type as T | undefined;
    if (document && type && types.includes(type) && !rendered[type]) {
      rendered[type] = await templateView(document, ctx);
    }
  }
  return rendered;
}
