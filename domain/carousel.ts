/**
 * Carousels (docs/decisions/0242): what a shopper is told about their position, and when
 * one starts. The server labels each slide with `slideLabel`; the browser announces
 * `positionText` when the shopper moves it.
 */

/** A carousel starts only with at least this many slides; fewer stay a plain list. */
export const CAROUSEL_MIN_SLIDES = 2;

/** Where a carousel stands: the slides in view (1-based) and whether it can move either way. */
export interface CarouselPosition {
  first: number;
  last: number;
  canPrev: boolean;
  canNext: boolean;
}

/** A slide's accessible name: "3 of 8". */
export const slideLabel = (n: number, total: number) => `${n} of ${total}`;

/** What is announced after a move: "Slide 3 of 8", or "Slides 3 to 5 of 8" when several show. */
export function positionText({ first, last }: Pick<CarouselPosition, 'first' | 'last'>, total: number): string {
  return first === last ? `Slide ${first} of ${total}` : `Slides ${first} to ${last} of ${total}`;
}
