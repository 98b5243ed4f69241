/**
 * Product reviews' rules and wire names, shared by the server (which decides) and the
 * browser (which checks a photo's size before sending it, and shows the same messages).
 */

/** The review's fields, by their JSON names (the names WooCommerce's REST API uses). */
export const REVIEW_FIELDS = ['rating', 'reviewer', 'review', 'photo'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export const REVIEWER_MAX = 100;
export const REVIEW_MAX = 5000;

/** A photo's largest file, in bytes; larger ones are refused before anything reads them. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A photo's most pixels: more is refused from its header, before it is decoded. */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** What the file input offers; the server decides by the file's content, not its type. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** How the no-JavaScript select names each rating, best first. */
export const RATING_LABELS: readonly { value: number; label: string }[] = [
  { value: 5, label: 'Perfect (5 stars)' },
  { value: 4, label: 'Good (4 stars)' },
  { value: 3, label: 'Average (3 stars)' },
  { value: 2, label: 'Not that bad (2 stars)' },
  { value: 1, label: 'Very poor (1 star)' },
];

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars.',
  reviewer: 'Please enter your name.',
  reviewerTooLong: `Your name must be ${REVIEWER_MAX} characters or fewer.`,
  review: 'Please write your review.',
  reviewTooLong: `Your review must be ${REVIEW_MAX} characters or fewer.`,
  controlCharacters: 'Please remove the special characters from this field.',
  notImage: 'This file is not a photo we can use. Please choose a JPEG, PNG or WebP image.',
  tooLarge: 'This photo is too large. Please choose one under 10 MB.',
  tooManyPixels: 'This photo has too many pixels. Please choose one under 40 megapixels.',
  photoGone: 'This photo could not be found. Please add it again.',
  product: 'This product could not be found.',
  tooManyReviews: 'You have posted several reviews in a short time. Please try again in an hour.',
  tooManyUploads: 'You have added several photos in a short time. Please try again in an hour.',
  thanks: 'Thank you for your review.',
} as const;

/** A review as the product page shows it: what the server renders and the browser adds after posting. */
export interface ReviewPhotoView {
  /** The thumbnail shown in the list, and its size. */
  thumb: string;
  width: number;
  height: number;
  /** The photo at its full size, opened from the thumbnail. */
  full: string;
}

export interface ReviewView {
  id: number;
  reviewer: string;
  rating: number;
  text: string;
  /** e.g. "November 2, 2026" */
  date: string;
  photo?: ReviewPhotoView;
}

export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** A review just posted, as the page adds it, with its product's new average ("4.50") and count. */
export interface ReviewPosted {
  review: ReviewView;
  average: string;
  count: number;
}

/** A line above the review form: the thanks after posting, or why nothing was posted. */
export interface ReviewMessage {
  kind: 'success' | 'error';
  text: string;
}

/** What the review form tells the shopper: the fields at fault, or a message above it. */
export interface ReviewFeedback {
  errors: ReviewErrors;
  message?: ReviewMessage;
}

export const REVIEW_THANKED: ReviewFeedback = {
  errors: {},
  message: { kind: 'success', text: REVIEW_MESSAGES.thanks },
};
export const PHOTO_TOO_LARGE: ReviewFeedback = { errors: { photo: REVIEW_MESSAGES.tooLarge } };

/**
 * What the shopper is told when posting a review failed, from the REST error: the fields at
 * fault (the upload's own refusals are the photo's), or, when the network or an unreadable
 * answer is to blame, a message above the form.
 */
export function reviewRefusal(error: unknown, uploading: boolean): ReviewFeedback {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
    data?: { params?: Record<string, unknown> };
  };
  const text = typeof e.message === 'string' && e.message !== '' ? e.message : 'An unknown error occurred.';
  const above: ReviewFeedback = { errors: {}, message: { kind: 'error', text } };
  if (['fetch_error', 'invalid_json', 'unknown_error'].includes(String(e.code))) return above;
  if (uploading) return { errors: { photo: text } };
  const errors: ReviewErrors = {};
  for (const field of REVIEW_FIELDS) {
    const message = e.data?.params?.[field === 'photo' ? 'photo_id' : field];
    if (typeof message === 'string') errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? { errors } : above;
}
