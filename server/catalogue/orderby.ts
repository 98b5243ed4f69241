/**
 * The listing's sort orders (the orderby query parameter). Shared by the sort form and
 * the catalogue query, so the two can never disagree on what an order is called.
 */
export const ORDERBY = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const;
export type OrderBy = (typeof ORDERBY)[number];

export const ORDERBY_LABELS: Record<OrderBy, string> = {
  menu_order: 'Default sorting',
  popularity: 'Sort by popularity',
  rating: 'Sort by average rating',
  date: 'Sort by latest',
  price: 'Sort by price: low to high',
  'price-desc': 'Sort by price: high to low',
};

/** Unknown or missing values fall back to the default order rather than failing. */
export function parseOrderBy(value: unknown): OrderBy {
  return typeof value === 'string' && (ORDERBY as readonly string[]).includes(value)
    ? (value as OrderBy)
    : 'menu_order';
}
