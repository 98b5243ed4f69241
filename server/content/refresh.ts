import type { FastifyBaseLogger } from 'fastify';
import {
  type FilterLogic,
  filteredListingHref,
  readFilter,
  sameFilter,
  type TermFilter,
} from '../../domain/listingFilter';
import type { WidgetTypeName, WidgetView } from '../../ui/content/types';
import type { ShopContext } from '../context';
import { RestError } from '../http/rest';
import { widgetTypes } from './registry';
import { findWidget, readStoredDocument, resolveWidget } from './render';
import { PageOutOfRange, type WidgetType } from './widget-kit/widget-type';

export interface WidgetRefresh {
  documentId: number;
  widgetId: string;
  /** The taxonomy the call names, if it names one (no filter names none). */
  taxonomy?: string;
  filter: { terms: string[]; logic: FilterLogic };
  /** The page's URL (path and query) the widget is rendered for: its links start from it. */
  base: string;
}

const badParam = (name: string) => new RestError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`);

/**
 * A content widget with a taxonomy filter, resolved again for the refresh-loop call
 * (docs/decisions/0252): the document by id, its widget by element id, rendered for the
 * page URL the shopper will be on. The call's filter is the widget's in that URL; one that
 * differs from the base's starts again at page 1. A widget that does not filter by that
 * taxonomy, or is not there, is a 400; a page past the last a 404.
 */
export async function refreshedWidget(
  shop: ShopContext,
  origin: URL,
  refresh: WidgetRefresh,
  log: FastifyBaseLogger,
): Promise<WidgetView> {
  const stored = await shop.content.documentById(refresh.documentId);
  const document = stored ? readStoredDocument(stored, log) : null;
  if (!document) throw badParam('post_id');
  const widget = findWidget(document, refresh.widgetId);
  const type = widget && (widgetTypes[widget.type] as WidgetType<WidgetTypeName>);
  const taxonomy = widget && type?.filterTaxonomy?.(widget.settings);
  if (!widget || !taxonomy) throw badParam('widget_id');
  if (refresh.taxonomy !== undefined && refresh.taxonomy !== taxonomy) throw badParam('widget_filters');
  let url = new URL(refresh.base, origin);
  const filter: TermFilter = { terms: [...new Set(refresh.filter.terms)], logic: refresh.filter.logic };
  if (!sameFilter(readFilter(url.searchParams, widget.id, taxonomy), filter)) {
    url = new URL(filteredListingHref(refresh.base, widget.id, taxonomy, filter), origin);
  }
  try {
    return await resolveWidget(widget, { shop, url, paged: 1, origin: origin.origin }, document.id);
  } catch (error) {
    if (error instanceof PageOutOfRange)
      throw new RestError(404, 'rest_listing_page_not_found', 'That page of the listing does not exist.');
    throw error;
  }
}
