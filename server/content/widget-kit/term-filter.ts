import { z } from 'zod';
import {
  CATEGORY_TAXONOMY,
  filteredListingHref,
  NO_FILTER,
  readFilter,
  TAG_TAXONOMY,
  type TermFilter,
  toggleTerm,
} from '../../../domain/listingFilter';
import type { TermFilterView } from '../../../ui/content/types';
import { localHref } from '../../http/urls';
import { slug } from './settings';
import type { WidgetContext } from './widget-type';

export type FilterTaxonomy = TermFilterView['taxonomy'];

/** A widget's filter setting: its taxonomy, and which of its terms it offers (all of them without `terms`). */
export const filterSetting = z
  .object({
    taxonomy: z.enum([TAG_TAXONOMY, CATEGORY_TAXONOMY]),
    terms: z.array(slug).min(1).max(20).optional(),
  })
  .strict();

const TAXONOMY_WORD: Record<FilterTaxonomy, string> = { product_tag: 'tag', product_cat: 'category' };

/** The terms a filter may offer: the taxonomy's, in the order the setting lists them (or the shop's). */
async function choices(ctx: WidgetContext, taxonomy: FilterTaxonomy, only?: string[]) {
  const all =
    taxonomy === TAG_TAXONOMY
      ? await ctx.shop.catalogue.tags()
      : (await ctx.shop.catalogue.categories()).map((c) => ({ slug: c.slug, name: c.name }));
  return only ? only.flatMap((s) => all.filter((t) => t.slug === s)) : all;
}

/**
 * A content widget's filter, read from the page's URL (`e-filter-{widgetId}-{taxonomy}`),
 * and its links: each term adds itself to the filter or, chosen, takes itself out; "All"
 * clears this widget's filter only. Every link keeps the page's other parameters, so other
 * widgets' filters stay as they are. Terms the widget does not offer are dropped from it.
 */
export async function termFilter(
  ctx: WidgetContext,
  setting: z.output<typeof filterSetting>,
  heading: string | undefined,
): Promise<{ filter: TermFilter; names: string[]; view: TermFilterView }> {
  const { taxonomy } = setting;
  const offered = await choices(ctx, taxonomy, setting.terms);
  const read = readFilter(ctx.url.searchParams, ctx.widgetId, taxonomy);
  const terms = read.terms.filter((t) => offered.some((o) => o.slug === t));
  const filter = terms.length > 0 ? { terms, logic: read.logic } : { ...NO_FILTER, logic: read.logic };
  const here = localHref(ctx.url);
  const href = (f: TermFilter) => filteredListingHref(here, ctx.widgetId, taxonomy, f);
  const word = TAXONOMY_WORD[taxonomy];
  return {
    filter,
    names: offered.filter((o) => terms.includes(o.slug)).map((o) => o.name),
    view: {
      widgetId: ctx.widgetId,
      taxonomy,
      postId: ctx.documentId,
      filter,
      label: heading ? `Filter ${heading} by ${word}` : `Filter by ${word}`,
      all: { label: 'All', href: href(NO_FILTER), chosen: terms.length === 0 },
      terms: offered.map((o) => ({
        slug: o.slug,
        label: o.name,
        href: href(toggleTerm(filter, o.slug)),
        chosen: terms.includes(o.slug),
      })),
    },
  };
}

/** "tagged Handmade or Eco-friendly", "in Mugs", "not tagged Eco-friendly": what a filter shows, in words. */
export function filterWords(taxonomy: FilterTaxonomy, filter: TermFilter, names: string[]): string {
  if (names.length === 0) return '';
  const verb = taxonomy === TAG_TAXONOMY ? 'tagged' : 'in';
  const list = names.join(filter.logic === 'and' ? ' and ' : ' or ');
  return filter.logic === 'not' ? ` not ${verb} ${list}` : ` ${verb} ${list}`;
}
