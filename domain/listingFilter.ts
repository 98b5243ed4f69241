/**
 * The loop-grid taxonomy filter's URL rules, shared by the browser and the server: the parameter
 * `e-filter-{widgetId}-{taxonomy}` holds the selected terms joined by the separator that
 * names the logic (+ AND, ~ OR, ! NOT). See docs/decisions/0070-listing-filter.md.
 */

export type FilterLogic = 'and' | 'or' | 'not';
export const FILTER_LOGICS: readonly FilterLogic[] = ['or', 'and', 'not'];
export const SEPARATORS: Record<FilterLogic, string> = { and: '+', or: '~', not: '!' };

/** The fixed widget id of the shop and category listings. */
export const LISTING_WIDGET_ID = 'shop';
/** The one taxonomy the listing filters by. */
export const TAG_TAXONOMY = 'product_tag';
/** Categories: a content widget (a carousel) may filter by them instead. */
export const CATEGORY_TAXONOMY = 'product_cat';
/** The listing fetch behind a loop grid reads this many items per page (a page builder's listing default). */
export const LISTING_FETCH_PAGE_SIZE = 100;
/** More terms than this is not a filter a shopper made. */
export const MAX_FILTER_TERMS = 20;
const TERM = /^[a-z0-9][a-z0-9-]{0,62}$/;

export interface TermFilter {
  terms: string[];
  logic: FilterLogic;
}

/** Which listing a filter belongs to: the refresh call names it. */
export interface FilterWidget {
  widgetId: string;
  taxonomy: string;
  postId: number;
}

export const NO_FILTER: TermFilter = { terms: [], logic: 'or' };

/** The filter with `term` chosen, or no longer chosen if it was. */
export const toggleTerm = ({ terms, logic }: TermFilter, term: string): TermFilter => ({
  terms: terms.includes(term) ? terms.filter((t) => t !== term) : [...terms, term],
  logic,
});

export const isTermSlug = (value: string): boolean => TERM.test(value);

export const filterParam = (widgetId: string, taxonomy: string): string => `e-filter-${widgetId}-${taxonomy}`;

/** The parameters applying a filter removes (the listing starts again at page 1). */
export const pageParams = (widgetId: string): string[] => [`e-page-${widgetId}`, 'page', 'paged'];

/** The no-JavaScript form's fields, which the server turns into the filter parameter. */
export const formFields = (widgetId: string) => ({ terms: `${widgetId}-terms`, logic: `${widgetId}-logic` });

/**
 * `eco+gift` AND, `eco~gift` OR, `eco!gift` (or `!eco`) NOT; one term alone is OR. A
 * decoded `+` arrives as a space. Mixed separators or a term that is no slug: null.
 */
export function parseFilterValue(raw: string): TermFilter | null {
  const value = raw.replaceAll(' ', '+');
  const used = FILTER_LOGICS.filter((logic) => value.includes(SEPARATORS[logic]));
  if (used.length > 1) return null;
  const logic = used[0] ?? 'or';
  const terms = [
    ...new Set(value.split(SEPARATORS[logic]).filter((t, i) => !(logic === 'not' && i === 0 && t === ''))),
  ];
  if (terms.length === 0 || terms.length > MAX_FILTER_TERMS || !terms.every(isTermSlug)) return null;
  return { terms, logic };
}

/** The parameter value; a single excluded term keeps its `!` in front so it stays NOT. */
export function formatFilterValue({ terms, logic }: TermFilter): string {
  if (logic === 'not' && terms.length === 1) return `!${terms[0]}`;
  return terms.join(SEPARATORS[logic]);
}

/** The filter a URL's query names; no parameter, or one that does not parse, is no filter. */
export function readFilter(search: URLSearchParams, widgetId: string, taxonomy: string): TermFilter {
  const raw = search.getAll(filterParam(widgetId, taxonomy));
  if (raw.length !== 1) return NO_FILTER;
  return parseFilterValue(raw[0] ?? '') ?? NO_FILTER;
}

/**
 * The listing URL (path and query) after applying `filter` to `href`: page parameters go,
 * the filter parameter is replaced (or removed when no term is selected), the rest stays.
 * The value is written by hand so its separators stay literal (`eco+gift`, not `eco%2Bgift`).
 */
export function filteredListingHref(href: string, widgetId: string, taxonomy: string, filter: TermFilter): string {
  const url = new URL(href, 'http://listing.invalid');
  const name = filterParam(widgetId, taxonomy);
  for (const p of [...pageParams(widgetId), name]) url.searchParams.delete(p);
  const parts = [url.searchParams.toString()];
  if (filter.terms.length > 0) parts.push(`${name}=${formatFilterValue(filter)}`);
  const query = parts.filter(Boolean).join('&');
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * A widget's filter link as it should read on the page now. Links are rendered with the URL
 * the page was loaded with; since then another widget may have been filtered in place. The
 * link keeps its own widget's parameters (its filter; its page number goes, as with any
 * filter link) and takes every other parameter from the page as it is now.
 */
export function linkOnCurrentPage(linkHref: string, pageHref: string, widgetId: string): string {
  const link = new URL(linkHref, 'http://listing.invalid');
  const page = new URL(pageHref, 'http://listing.invalid');
  const isOwn = (name: string) => name.startsWith(`e-filter-${widgetId}-`) || pageParams(widgetId).includes(name);
  const others = new URLSearchParams([...page.searchParams].filter(([name]) => !isOwn(name)));
  // The link's own pairs stay as written, so their separators stay literal (`eco+gift`).
  const own = link.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && isOwn(pair.split('=')[0] ?? ''));
  const query = [others.toString(), ...own].filter(Boolean).join('&');
  return `${link.pathname}${query ? `?${query}` : ''}`;
}

export const sameFilter = (a: TermFilter, b: TermFilter): boolean =>
  a.logic === b.logic && a.terms.length === b.terms.length && a.terms.every((t) => b.terms.includes(t));

/** The refresh call's route under the REST root. */
export const REFRESH_LOOP_ROUTE = 'statefront/v1/refresh-loop';

/** The refresh call's body, edit-mode fields left out. */
export function refreshLoopBody(filter: TermFilter, widget: FilterWidget, paginationBaseUrl: string) {
  return {
    post_id: widget.postId,
    widget_filters: {
      [widget.taxonomy]: {
        filterType: 'taxonomy',
        filterData: { terms: filter.terms, selectedTaxonomy: widget.taxonomy, logicalJoin: filter.logic },
      },
    },
    widget_id: widget.widgetId,
    pagination_base_url: paginationBaseUrl,
  };
}
