import { Pagination } from '../catalogue/Pagination';
import { ProductCard } from '../catalogue/ProductCard';
import { REFRESH_SUMMARY, TermFilterRegion } from './TermFilter';
import type { LoopGridView } from './types';

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
