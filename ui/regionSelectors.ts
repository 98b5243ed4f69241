/**
 * The elements a filter refresh replaces in place, by the widget's id. A module of its own:
 * the live wiring needs the selectors, not the components, which stay out of every page's
 * entry script (a component loads only with its island).
 */

/** A listing's results: count, sort form, products and pagination. */
export const listingRegionSelector = (widgetId: string) => `[data-listing-region="${widgetId}"]`;

/** A content widget's term links (their island is updated with the fresh links). */
export const termFilterSelector = (widgetId: string) => `[data-term-filter="${widgetId}"]`;
