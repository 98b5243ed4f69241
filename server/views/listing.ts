import {
  filteredListingHref,
  filterParam,
  formatFilterValue,
  LISTING_WIDGET_ID,
  NO_FILTER,
  TAG_TAXONOMY,
  type TermFilter,
} from '../../domain/listingFilter';
import type { ListingView } from '../../ui/catalogue/types';
import { ORDERBY, ORDERBY_LABELS, type OrderBy } from '../catalogue/orderby';
import type { ShopContext } from '../context';
import type { Category } from '../db/schema';
import { localHref } from '../http/urls';
import { paginationView } from '../view-parts/pagination';
import { productCardView } from '../view-parts/product-card';
import { categoryUrl, frozen } from '../view-parts/shared';

/** Counts as the shop writes them: 100,000, not 100000. */
const grouped = new Intl.NumberFormat('en-US');
const count = (n: number) => grouped.format(n);

/** The sort form's choices: the same on every listing. */
const SORT_OPTIONS = frozen(ORDERBY.map((value) => ({ value, label: ORDERBY_LABELS[value] })));

export interface ListingRequest {
  category?: Category | undefined;
  orderby: OrderBy;
  paged: number;
  filter: TermFilter;
}

/**
 * The listing view of one page of a listing, or null when that page does not exist. The
 * page route and the refresh-loop call both build it, so both render the same listing.
 */
export async function buildListing(shop: ShopContext, url: URL, q: ListingRequest): Promise<ListingView | null> {
  const { category, filter } = q;
  const { perPage } = shop.settings;
  const [{ products, total }, choices] = await Promise.all([
    shop.catalogue.listProducts({
      orderBy: q.orderby,
      page: q.paged,
      perPage,
      tags: filter,
      ...(category ? { categoryId: category.id } : {}),
    }),
    shop.catalogue.tags(),
  ]);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (q.paged > pages) return null;

  const path = category ? categoryUrl(category.slug) : '/shop/';
  const unpaged = new URL(path, url);
  if (q.orderby !== 'menu_order') unpaged.searchParams.set('orderby', q.orderby);
  const base = filteredListingHref(localHref(unpaged), LISTING_WIDGET_ID, TAG_TAXONOMY, filter);
  const pageHref = (page: number) => (page > 1 ? `${base}${base.includes('?') ? '&' : '?'}paged=${page}` : base);
  const first = (q.paged - 1) * perPage + 1;
  const last = Math.min(total, q.paged * perPage);
  const resultCount =
    total === 0
      ? 'No products were found'
      : total === 1
        ? 'Showing the single result'
        : pages === 1
          ? `Showing all ${count(total)} results`
          : `Showing ${count(first)}–${count(last)} of ${count(total)} results`;
  // One address for every card of the page (each card copies it for its add-to-cart link).
  const pageUrl = new URL(pageHref(q.paged), url);
  const param = filterParam(LISTING_WIDGET_ID, TAG_TAXONOMY);
  const filterValue = filter.terms.length > 0 ? { [param]: formatFilterValue(filter) } : {};
  const orderParam: Record<string, string> = q.orderby !== 'menu_order' ? { orderby: q.orderby } : {};
  return {
    heading: category?.name ?? 'Shop',
    ...(category?.description ? { description: category.description } : {}),
    products: products.map((p) => productCardView(p, pageUrl)),
    resultCount,
    orderby: q.orderby,
    sortOptions: SORT_OPTIONS,
    keepParams: filterValue,
    pagination: paginationView(q.paged, pages, pageHref),
    filter: {
      widgetId: LISTING_WIDGET_ID,
      taxonomy: TAG_TAXONOMY,
      postId: category?.id ?? 0,
      action: path,
      keepParams: orderParam,
      allHref: filteredListingHref(localHref(unpaged), LISTING_WIDGET_ID, TAG_TAXONOMY, NO_FILTER),
      choices,
      filter,
    },
  };
}
