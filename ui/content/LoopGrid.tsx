import { Pagination } from '../catalogue/Pagination';
import { ProductCard } from '../catalogue/ProductCard';
import type { LoopGridView } from './types';

/**
 * Products with a tag filter of links (docs/decisions/0251): each tag adds itself to the
 * filter or takes itself out, "All" clears it; the chosen ones are marked as pressed in
 * words and look. Without JavaScript and with it, a link is a page load.
 */
export function LoopGrid({ id, view }: { id: string; view: LoopGridView }) {
  const headingId = `loop-grid-${id}`;
  const label = view.heading ? `Filter ${view.heading} by tag` : 'Filter by tag';
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
      <nav className="loop-grid__filter" aria-label={label}>
        <ul>
          {[view.all, ...view.terms].map((t) => (
            <li key={t.label}>
              <a
                className={`loop-grid__term${t.chosen ? ' loop-grid__term--chosen' : ''}`}
                href={t.href}
                aria-current={t.chosen ? 'true' : undefined}
                rel="nofollow"
              >
                {t.label}
                {t.chosen && t !== view.all && <span className="visually-hidden"> (chosen; follow to remove)</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="loop-grid__count">{view.resultCount}</p>
      {view.products.length > 0 && (
        <ul className="products">
          {view.products.map((p) => (
            <ProductCard key={p.id} product={p} headingLevel={3} />
          ))}
        </ul>
      )}
      <Pagination pagination={view.pagination} label={`${view.heading ?? 'Products'} pagination`} />
    </section>
  );
}
