import type { ReviewField, ReviewView } from '../../domain/reviews';

export type { ReviewPhotoView, ReviewView } from '../../domain/reviews';

/** View models of a product's reviews, built by server/views/reviews.ts. */

export interface ReviewsView {
  productId: number;
  productName: string;
  /** The average rating with two decimals ("4.50"); "0.00" with no ratings. */
  average: string;
  count: number;
  /** The latest reviews, newest first. */
  reviews: ReviewView[];
  form: {
    /** Where the form posts without JavaScript (multipart). */
    action: string;
    nonce: string;
    values: { rating: string; reviewer: string; review: string };
    errors: Partial<Record<ReviewField, string>>;
  };
}
