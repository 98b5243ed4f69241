import type { PaginationView } from '../../ui/catalogue/types';

/** Page links shown at most: the first, the last, and a window around the current page. */
const SLOTS = 7;

/**
 * The page numbers a listing's pagination shows, in order, with a gap where pages are left
 * out: every page up to seven, otherwise always seven slots, so the bar keeps its width
 * from page to page: the first page, the current page with its neighbours (five pages near
 * either end), the last page, and a gap for each run of pages between them.
 *
 *   1 2 3 4 5 … 8334   ·   1 … 4166 4167 4168 … 8334   ·   1 … 8330 8331 8332 8333 8334
 */
export function pageWindow(current: number, total: number): (number | 'gap-before' | 'gap-after')[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= SLOTS) return range(1, total);
  // The window is five pages next to an end, three in the middle (two slots go to the gaps).
  if (current <= SLOTS - 3) return [...range(1, SLOTS - 2), 'gap-after', total];
  if (current >= total - (SLOTS - 4)) return [1, 'gap-before', ...range(total - (SLOTS - 3), total)];
  return [1, 'gap-before', current - 1, current, current + 1, 'gap-after', total];
}

/** The pagination of page `current` of `total`, each page's address from `href`. */
export function paginationView(current: number, total: number, href: (page: number) => string): PaginationView {
  return {
    current,
    total,
    ...(current > 1 ? { previous: href(current - 1) } : {}),
    ...(current < total ? { next: href(current + 1) } : {}),
    items: pageWindow(current, total).map((item) =>
      typeof item === 'number' ? { page: item, href: href(item) } : { gap: item },
    ),
  };
}
