import type { reviewFormMachine } from '../../../machines/reviewForm';
import type { ModelInputs } from '../harness';

const photo = { size: 200_000 };
const fields = { rating: '5', reviewer: 'Ada', review: 'Keeps tea hot.' };

const inputs: ModelInputs<typeof reviewFormMachine> = {
  input: { form: { current: null }, message: { current: null } },
  sampleEvents: [
    { type: 'SUBMIT', fields, photo: null },
    { type: 'SUBMIT', fields, photo },
    { type: 'SUBMIT', fields, photo: { size: 11 * 1024 * 1024 } },
    { type: 'xstate.done.actor.uploadPhoto', output: 'AAAAAAAAAAAAAAAAAAAAAA' },
    {
      type: 'xstate.error.actor.uploadPhoto',
      error: {
        code: 'post_process',
        message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
      },
    },
    { type: 'xstate.error.actor.uploadPhoto', error: { code: 'fetch_error', message: 'You are probably offline.' } },
    {
      type: 'xstate.done.actor.postReview',
      output: {
        review: { id: 2, reviewer: 'Ada', rating: 5, text: 'Keeps tea hot.', date: 'November 2, 2026' },
        average: '4.50',
        count: 2,
      },
    },
    {
      type: 'xstate.error.actor.postReview',
      error: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): rating',
        data: { params: { rating: 'Please choose a rating from 1 to 5 stars.' } },
      },
    },
    {
      type: 'xstate.error.actor.postReview',
      error: {
        code: 'rest_too_many_reviews',
        message: 'You have posted several reviews in a short time. Please try again in an hour.',
      },
    },
  ],
  // Posted reviews pile up; what a path reaches is the state and whether anything is shown.
  project: ({ value, context }) => ({
    value,
    errors: Object.keys(context.feedback.errors),
    message: context.feedback.message?.kind,
    posted: context.posted.length > 0,
  }),
};

export default inputs;
