import { Island } from '../Island';
import { Kept } from '../Kept';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import { ResultCount } from './ResultCount';
import { SortForm } from './SortForm';
import type { ListingView } from './types';

/** The listing's first row at the widths that matter (2 on a phone, 5 at 1280 px), fetched first. */
const FIRST_ROW = 5;

/** The element a filter refresh replaces, by the listing's widget id. */
export const listingRegionSelector = (widgetId: string) => `[data-listing-region="${widgetId}"]`;

/**
 * The part of a listing a filter changes: result count, sort form (it keeps the filter),
 * products and pagination; when a filter matches nothing, a "Clear filters" link. The
 * page renders it, and so does the refresh-loop call.
 */
export function ListingRegion({ listing, action }: { listing: ListingView; action: string }) {
  return (
    <div className="listing-region" data-listing-region={listing.filter.widgetId}>
      <div className="listing-toolbar">
        <Island name="ResultCount" component={ResultCount} props={{ text: listing.resultCount }} />
        <Kept name="SortForm" input={[action, listing.orderby, listing.sortOptions, listing.keepParams]}>
          <Island
            name="SortForm"
            component={SortForm}
            props={{ action, orderby: listing.orderby, options: listing.sortOptions, keepParams: listing.keepParams }}
          />
        </Kept>
      </div>
      {listing.products.length === 0 && listing.filter.filter.terms.length > 0 ? (
        // A filter that matches nothing offers the way back; a plain link, so it works without JavaScript.
        <div className="listing-empty">
          <p>No products match the chosen tags.</p>
          <a className="button" href={listing.filter.allHref}>
            Clear filters
          </a>
        </div>
      ) : (
        <ul className="products">
          {listing.products.map((p, i) =>
            i < FIRST_ROW ? (
              <ProductCard key={p.id} product={p} priority />
            ) : (
              // The first row's pictures are preloaded from the head: only the rest is kept whole.
              <Kept key={p.id} name="ProductCard" input={p}>
                <ProductCard product={p} />
              </Kept>
            ),
          )}
        </ul>
      )}
      <Kept name="Pagination" input={listing.pagination}>
        <Pagination pagination={listing.pagination} />
      </Kept>
    </div>
  );
}
