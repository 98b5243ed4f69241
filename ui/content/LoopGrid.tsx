import { Pagination } from '../catalogue/Pagination';
import { ProductCard } from '../catalogue/ProductCard';
import { Island } from '../Island';
import { TermFilter } from './TermFilter';
import type { LoopGridView, TermFilterView } from './types';

/**
 * The filter's island, in an element of its own: a refresh re-renders the island with the
 * fresh links in place (it is the element's one island), so focus stays on the link followed.
 */
export function TermFilterRegion({ filter }: { filter: TermFilterView }) {
  return (
    <div className="term-filter-region" data-term-filter={filter.widgetId}>
      <Island name="TermFilter" component={TermFilter} props={filter} />
    </div>
  );
}

/** Marks the line a refresh announces (src/live/listingFilter): the result count. */
export const REFRESH_SUMMARY = { 'data-refresh-summary': '' };

/**
 * Products with a tag filter of links (docs/decisions/0251, 0252). Without JavaScript a
 * link is a page load; with it, the region below the filter (count, products, pages) is
 * refreshed in place.
 */
export function LoopGrid({ id, view }: { id: string; view: LoopGridView }) {
  const headingId = `loop-grid-${id}`;
  return (
    <section
      className="loop-grid"
      aria-labelledby={view.heading ? headingId : undefined}
      aria-label={view.heading ? undefined : 'Products'}
    >
      {view.heading && (
        <h2 className="content-heading" id={headingId}>
          {view.heading}
        </h2>
      )}
      <TermFilterRegion filter={view.filter} />
      <div className="loop-grid__results" data-listing-region={view.filter.widgetId}>
        <p className="loop-grid__count" {...REFRESH_SUMMARY}>
          {view.resultCount}
        </p>
        {view.products.length > 0 && (
          <ul className="products">
            {view.products.map((p) => (
              <ProductCard key={p.id} product={p} headingLevel={3} />
            ))}
          </ul>
        )}
        <Pagination pagination={view.pagination} label={`${view.heading ?? 'Products'} pagination`} />
      </div>
    </section>
  );
}
