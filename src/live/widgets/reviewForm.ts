import { fromPromise } from 'xstate';
import { reviewFormMachine } from '../../../machines/reviewForm';
import { announce } from '../../../services/announcer';
import { focusField, focusWhenShown } from '../../../services/focus';
import { resetForm } from '../../../services/forms';

// Made with the first review sent: a formatter's first construction loads the browser's locale
// data, 20 ms of start-up on this machine before (docs/decisions/0312).
let dateFormat: Intl.DateTimeFormat | undefined;
function formatDate(date: Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return dateFormat.format(date);
}

/** Loaded when a review is sent: the REST client stays out of the product page's first load. */
const load = () => Promise.all([import('../../../services/reviews'), import('../rest')]);

/** The review form, uploading photos and posting reviews through the REST API. */
export const liveReviewForm = () =>
  reviewFormMachine.provide({
    actors: {
      uploadPhoto: fromPromise(async ({ input }) => {
        const [{ uploadReviewPhoto }, { pageRestClient }] = await load();
        return uploadReviewPhoto(pageRestClient(), input.photo as Blob);
      }),
      postReview: fromPromise(async ({ input }) => {
        const [{ postReview }, { pageRestClient }] = await load();
        const posted = await postReview(pageRestClient(), {
          product_id: Number(input.fields.product_id),
          rating: Number(input.fields.rating),
          reviewer: input.fields.reviewer ?? '',
          review: input.fields.review ?? '',
          ...(input.photoId ? { photo_id: input.photoId } : {}),
        });
        return {
          review: {
            id: posted.id,
            reviewer: posted.reviewer,
            rating: posted.rating,
            text: posted.review,
            date: formatDate(new Date(posted.date_created)),
            ...(posted.photo
              ? {
                  photo: {
                    thumb: posted.photo.thumbnail_url,
                    width: posted.photo.width,
                    height: posted.photo.height,
                    full: posted.photo.source_url,
                  },
                }
              : {}),
          },
          average: posted.product_rating.average,
          count: posted.product_rating.count,
        };
      }),
    },
    actions: {
      announce: (_, params) => announce(params.text, 'assertive'),
      focusField: (_, { form, name }) => focusField(form.current, name),
      // The message may not be on show yet: it appears when the view renders what was decided.
      focusMessage: (_, { form, message }) => focusWhenShown(message, form.current),
      resetForm: (_, { form }) => resetForm(form.current),
    },
  });

export default liveReviewForm;
