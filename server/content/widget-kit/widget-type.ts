import { z } from 'zod';
import type { ContactFormState } from '../../../ui/contact/types';
import type { FrameView, FrameWidgetType, WidgetTypeName, WidgetViewOf } from '../../../ui/content/types';
import type { ShopContext } from '../../context';

/** What a widget's data is read with when a document is rendered for one request. */
export interface RenderContext {
  shop: ShopContext;
  /** The page's own URL: links that come back to it (a no-JavaScript add to cart) start from it. */
  url: URL;
  /** The archive page asked for: 1 everywhere but on the journal's later pages. */
  paged: number;
  /** The contact form's state on the contact page's own renders: its nonce, and a refused post's values and errors. */
  contactForm?: ContactFormState;
  /** The shop's origin as the request named it (server/http/urls absoluteUrl), for links other sites open. */
  origin?: string;
}

/** What one widget is resolved with: the request's context and the widget's own id (its URL parameters carry it). */
export interface WidgetContext extends RenderContext {
  widgetId: string;
  /** The document the widget is in: a widget that refreshes in place names it to the refresh call. */
  documentId: number;
}

/**
 * A widget type: its settings (with their defaults), checked when content is seeded and
 * whenever a document is read, and how its view model is made from them. Its view is
 * the `View.tsx` of the same folder of content-widgets/ (docs/decisions/0321).
 */
export interface WidgetType<T extends WidgetTypeName, S extends z.ZodType = z.ZodType> {
  type: T;
  settings: S;
  resolve(settings: z.output<S>, ctx: WidgetContext): WidgetViewOf<T> | Promise<WidgetViewOf<T>>;
  /**
   * The view is a function of the settings alone (it reads no data and nothing of the
   * request): a theme template made only of such widgets is resolved once per stored row,
   * not per request (server/content/render.ts).
   */
  fromSettings?: true;
  /** The taxonomy a widget with these settings filters by, if any: the refresh call refreshes only such a widget. */
  filterTaxonomy?(settings: z.output<S>): 'product_tag' | 'product_cat' | undefined;
}

export function defineWidget<T extends WidgetTypeName, S extends z.ZodType>(def: WidgetType<T, S>): WidgetType<T, S> {
  return def;
}

/** A widget whose view shows what its page already holds (the header, the listing): no settings, no data. */
export function frameWidget<T extends FrameWidgetType>(type: T): WidgetType<T> {
  const resolve = (): FrameView => ({});
  // Every frame widget's view model is FrameView; TypeScript cannot see that through T.
  return { type, settings: z.object({}).strict(), resolve, fromSettings: true } as unknown as WidgetType<T>;
}

/** A paged widget asked for a page past its last: the page does not exist (404). */
export class PageOutOfRange extends Error {
  constructor(readonly page: number) {
    super(`page ${page} does not exist`);
  }
}
