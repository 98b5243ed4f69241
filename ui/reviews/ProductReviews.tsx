import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { PHOTO_ACCEPT, RATING_LABELS, REVIEW_MAX, REVIEWER_MAX, type ReviewField } from '../../domain/reviews';
import { ErrorSummary } from '../forms/ErrorSummary';
import { FormField } from '../forms/FormField';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import type { ReviewsView, ReviewView } from './types';

/**
 * A rating drawn as five stars, filled to the nearest half star by the stylesheet (the
 * pages allow no style attributes); the words beside it say the exact rating.
 */
function Stars({ rating }: { rating: number }) {
  return <span className="stars" aria-hidden="true" data-rating={Math.round(rating * 2) / 2} />;
}

function Review({ review }: { review: ReviewView }) {
  return (
    <li className="review" id={`review-${review.id}`}>
      <p className="review__rating">
        <Stars rating={review.rating} />
        <span className="visually-hidden">Rated {review.rating} out of 5</span>
      </p>
      <p className="review__meta">
        <strong className="review__author">{review.reviewer}</strong> – <time>{review.date}</time>
      </p>
      <p className="review__text">{review.text}</p>
      {review.photo && (
        <a className="review__photo" href={review.photo.full}>
          <img
            src={review.photo.thumb}
            width={review.photo.width}
            height={review.photo.height}
            alt={`Uploaded by ${review.reviewer} (full size)`}
            loading="lazy"
          />
        </a>
      )}
    </li>
  );
}

const ORDER: ReviewField[] = ['rating', 'reviewer', 'review', 'photo'];

/**
 * A product's reviews: the average rating, the latest reviews and the form to add one.
 * Without JavaScript the form posts as multipart, photo included; hydrated (an island),
 * the reviewForm machine uploads the photo and posts the review through the REST API,
 * and the new review joins the list.
 */
export function ProductReviews({ reviews }: { reviews: ReviewsView }) {
  const form = useRef<HTMLFormElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const { reviewForm } = useMachines();
  const actor = useWidget(reviewForm, { errors: reviews.form.errors, form, message });
  const { errors, message: notice } = useSelector(actor, (s) => s.context.feedback);
  const posted = useSelector(actor, (s) => s.context.posted);
  // The latest review posted from this page carries the product's new average.
  const average = posted[0]?.average ?? reviews.average;
  const count = posted[0]?.count ?? reviews.count;
  const busy = useSelector(actor, (s) => !s.matches('editing'));
  const { values } = reviews.form;
  const invalid = ORDER.filter((name) => errors[name]);
  const field = (name: ReviewField, label: string) => ({
    id: `review-${name}`,
    name,
    label,
    plainLabel: true,
    error: errors[name],
  });
  const all = [...posted.map((p) => p.review), ...reviews.reviews];

  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews ({count})</h2>
      {count > 0 ? (
        <p className="reviews__average">
          <Stars rating={Number(average)} />
          <span>
            Rated <strong>{average}</strong> out of 5 based on {count} customer {count === 1 ? 'rating' : 'ratings'}
          </span>
        </p>
      ) : (
        <p className="reviews__average">There are no reviews yet.</p>
      )}
      {all.length > 0 && (
        <ol className="reviews__list">
          {all.map((review) => (
            <Review key={review.id} review={review} />
          ))}
        </ol>
      )}
      <form
        ref={form}
        className="review-form"
        method="post"
        action={reviews.form.action}
        encType="multipart/form-data"
        aria-labelledby="review-form-heading"
        aria-busy={busy || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const fields: Record<string, string> = {};
          for (const [name, value] of data) if (typeof value === 'string') fields[name] = value;
          const photo = data.get('photo');
          actor.send({ type: 'SUBMIT', fields, photo: photo instanceof File && photo.size > 0 ? photo : null });
        }}
      >
        <h3 id="review-form-heading">Add a review of “{reviews.productName}”</h3>
        {(notice || invalid.length > 0) && (
          <ErrorSummary
            summaryRef={message}
            className={`notice ${notice?.kind === 'success' ? 'notice--success' : 'notice--error'} review-form__message`}
            message={notice?.text}
            intro="Please correct the following so we can post your review:"
            links={invalid.map((name) => ({ href: `#review-${name}`, text: errors[name] }))}
          />
        )}
        <FormField
          {...field('rating', 'Your rating')}
          required
          control={(control) => (
            <select {...control} defaultValue={values.rating}>
              <option value="">Rate…</option>
              {RATING_LABELS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        />
        <FormField
          {...field('reviewer', 'Your name')}
          required
          control={(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={REVIEWER_MAX}
              defaultValue={values.reviewer}
            />
          )}
        />
        <FormField
          {...field('review', 'Your review')}
          required
          control={(control) => <textarea {...control} rows={5} maxLength={REVIEW_MAX} defaultValue={values.review} />}
        />
        <input type="hidden" name="_nonce" value={reviews.form.nonce} />
        <input type="hidden" name="product_id" value={reviews.productId} />
        {/* Last in the form: the server reads every typed field before the photo arrives. */}
        <FormField
          {...field('photo', 'Photo (optional)')}
          required={false}
          note="JPEG, PNG or WebP, up to 10 MB. Large photos are scaled down."
          control={(control) => <input {...control} type="file" accept={PHOTO_ACCEPT} />}
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? 'Posting your review…' : 'Submit review'}
        </button>
      </form>
    </section>
  );
}
