import type { PaginationView } from './types';

/**
 * The listing's page links; `label` names the navigation landmark (a page may have two).
 * Gaps stand for pages left out; they are hidden from assistive technology, which hears
 * the page numbers either side.
 */
export function Pagination({
  pagination,
  label = 'Product pagination',
}: {
  pagination: PaginationView;
  label?: string;
}) {
  if (pagination.total <= 1) return null;
  const { current, previous, next, items } = pagination;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {previous && (
          <li>
            <a href={previous} rel="prev">
              <span aria-hidden="true">←</span> Previous
            </a>
          </li>
        )}
        {items.map((item) =>
          'gap' in item ? (
            <li key={item.gap} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === current ? (
                <span aria-current="page">{item.page}</span>
              ) : (
                <a href={item.href} aria-label={`Page ${item.page}`}>
                  {item.page}
                </a>
              )}
            </li>
          ),
        )}
        {next && (
          <li>
            <a href={next} rel="next">
              Next <span aria-hidden="true">→</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
