import type { ListingView } from './types';

export function Pagination({ pagination }: { pagination: ListingView['pagination'] }) {
  if (pagination.total <= 1) return null;
  const { current, links } = pagination;
  const prev = links.find((l) => l.page === current - 1);
  const next = links.find((l) => l.page === current + 1);
  return (
    <nav className="pagination" aria-label="Product pagination">
      <ul>
        {prev && (
          <li>
            <a href={prev.href} rel="prev">
              <span aria-hidden="true">←</span> Previous
            </a>
          </li>
        )}
        {links.map((l) => (
          <li key={l.page}>
            {l.page === current ? (
              <span aria-current="page">{l.page}</span>
            ) : (
              <a href={l.href} aria-label={`Page ${l.page}`}>
                {l.page}
              </a>
            )}
          </li>
        ))}
        {next && (
          <li>
            <a href={next.href} rel="next">
              Next <span aria-hidden="true">→</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
