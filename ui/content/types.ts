import type { WidgetModels } from '../../content-widgets/models';
import type { FrameView } from './view-models';

export type * from './view-models';

/**
 * View models of page-builder content (docs/decisions/0240): a document as the server
 * resolved it, every widget with the data it shows. Built by server/content/render.ts.
 * The widget types are the folders of content-widgets/ (docs/decisions/0321): their names
 * and view models come from its generated index, content-widgets/models.ts.
 */

/** Pages, and the theme templates every page or every listing is framed by. */
export type DocumentType = 'page' | 'header' | 'footer' | 'product-archive';

export interface ContentDocumentView {
  /** The document's id, as `data-template-id` and `?theme_template_id=` name it. */
  id: number;
  type: DocumentType;
  sections: SectionView[];
}

export interface SectionView {
  id: string;
  background: 'none' | 'muted' | 'accent';
  columns: ColumnView[];
}

/** A column's share of its section's width on wide screens, in percent; phones stack columns. */
export type ColumnSize = 25 | 33 | 50 | 66 | 75 | 100;

export interface ColumnView {
  id: string;
  size?: ColumnSize;
  widgets: WidgetView[];
}

/** Every widget type's name: a folder of content-widgets/. */
export type WidgetTypeName = keyof WidgetModels;

/** The view model of widget type `T`: its folder's `model.ts`. */
export type WidgetViewOf<T extends WidgetTypeName> = WidgetModels[T];

/** One placed widget: its id, its type and the view model the server resolved for it. */
export type WidgetView = { [T in WidgetTypeName]: { id: string; type: T; view: WidgetViewOf<T> } }[WidgetTypeName];

/** Widgets that show what the page around them holds (the frame's header, the listing's products): no data of their own. */
export type FrameWidgetType = {
  [T in WidgetTypeName]: WidgetViewOf<T> extends FrameView ? T : never;
}[WidgetTypeName];
