import { z } from 'zod';
import { REVIEW_MAX, REVIEW_MESSAGES, REVIEWER_MAX } from '../../domain/reviews';
import { hasControlCharacters } from '../checkout/billing';

/** Control characters but line breaks and tabs: a review may have paragraphs, never a NUL. */
function hasControl(value: string): boolean {
  return hasControlCharacters(value.replace(/[\n\r\t]/g, ' '));
}

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !hasControl(v), REVIEW_MESSAGES.controlCharacters);

/** A review as sent, by the JSON API (rating a number) or the form (rating a string). */
const Review = z.object({
  rating: z
    .union([z.number(), z.string().regex(/^\d$/).transform(Number)], { error: REVIEW_MESSAGES.rating })
    .pipe(z.number().int().min(1, REVIEW_MESSAGES.rating).max(5, REVIEW_MESSAGES.rating)),
  reviewer: text(REVIEW_MESSAGES.reviewer, REVIEWER_MAX, REVIEW_MESSAGES.reviewerTooLong),
  review: text(REVIEW_MESSAGES.review, REVIEW_MAX, REVIEW_MESSAGES.reviewTooLong),
});
export type ReviewInput = z.output<typeof Review>;
export type ReviewErrors = Partial<Record<'rating' | 'reviewer' | 'review', string>>;

/** The review's fields checked, or one message per field at fault. */
export function parseReview(
  raw: Record<string, unknown>,
): { ok: true; review: ReviewInput } | { ok: false; errors: ReviewErrors } {
  const parsed = Review.safeParse({ rating: raw.rating, reviewer: raw.reviewer, review: raw.review });
  if (parsed.success) return { ok: true, review: parsed.data };
  const errors: ReviewErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReviewErrors;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
