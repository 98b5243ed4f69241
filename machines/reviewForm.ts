import { assign, fromPromise, setup } from 'xstate';
import {
  PHOTO_MAX_BYTES,
  REVIEW_FIELDS,
  REVIEW_MESSAGES,
  type ReviewErrors,
  type ReviewView,
  reviewRefusal,
} from '../domain/reviews';

export interface ReviewRequest {
  fields: Record<string, string>;
  photoId: string | undefined;
}
export interface ReviewPosted {
  review: ReviewView;
  average: string;
  count: number;
}

interface Context {
  fields: Record<string, string>;
  /** The chosen photo (a File in the browser); only its size is read here. */
  photo: { size: number } | null;
  photoId: string | undefined;
  errors: ReviewErrors;
  /** Above the form: the thanks after posting, or why nothing was posted. */
  message: { kind: 'success' | 'error'; text: string } | undefined;
  refusal: ReturnType<typeof reviewRefusal>;
  /** Reviews posted from this page, newest first, shown above the server's; the new average. */
  posted: ReviewView[];
  average: string;
  count: number;
}

/**
 * The review form with JavaScript: the photo, if any, is uploaded first (the REST client
 * retries its post-processing), then the review is posted with the photo's id. A photo
 * over the size limit is refused before sending. Refused fields show their messages,
 * announced, with focus on the first; a posted review joins the list, the form empties
 * and the thanks are announced.
 */
export const reviewFormMachine = setup({
  types: {} as {
    context: Context;
    input: { errors?: ReviewErrors; average: string; count: number };
    events: { type: 'SUBMIT'; fields: Record<string, string>; photo: { size: number } | null };
  },
  actors: {
    uploadPhoto: fromPromise<string, { photo: unknown }>(() => new Promise(() => {})),
    postReview: fromPromise<ReviewPosted, ReviewRequest>(() => new Promise(() => {})),
  },
  actions: {
    // Provided by the live wiring (services/announcer) and the view (its form).
    announce: (_, _params: { text: string }) => {},
    focusField: (_, _params: { name: string }) => {},
    focusMessage: () => {},
    resetForm: () => {},
  },
  guards: {
    photoTooLarge: ({ event }) => (event.photo?.size ?? 0) > PHOTO_MAX_BYTES,
    hasPhoto: ({ event }) => (event.photo?.size ?? 0) > 0,
    fieldsRefused: ({ context }) => 'errors' in context.refusal,
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({
    fields: {},
    photo: null,
    photoId: undefined,
    errors: input.errors ?? {},
    message: undefined,
    refusal: { text: '' },
    posted: [],
    average: input.average,
    count: input.count,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'photoTooLarge',
            target: 'refused',
            actions: assign({ refusal: { errors: { photo: REVIEW_MESSAGES.tooLarge } } }),
          },
          {
            guard: 'hasPhoto',
            target: 'uploading',
            actions: assign({ fields: ({ event }) => event.fields, photo: ({ event }) => event.photo }),
          },
          { target: 'posting', actions: assign({ fields: ({ event }) => event.fields, photoId: undefined }) },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ context }) => ({ photo: context.photo }),
        onDone: { target: 'posting', actions: assign({ photoId: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ refusal: ({ event }) => reviewRefusal(event.error, true) }) },
      },
    },
    posting: {
      invoke: {
        id: 'postReview',
        src: 'postReview',
        input: ({ context }) => ({ fields: context.fields, photoId: context.photoId }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              posted: [event.output.review, ...context.posted],
              average: event.output.average,
              count: event.output.count,
              errors: {},
              message: { kind: 'success', text: REVIEW_MESSAGES.thanks },
            })),
            'resetForm',
            { type: 'announce', params: { text: REVIEW_MESSAGES.thanks } },
            'focusMessage',
          ],
        },
        onError: { target: 'refused', actions: assign({ refusal: ({ event }) => reviewRefusal(event.error, false) }) },
      },
    },
    // Says why nothing was posted: beside the fields at fault, or above the form.
    refused: {
      always: [
        {
          guard: 'fieldsRefused',
          target: 'editing',
          actions: [
            assign({
              errors: ({ context }) => ('errors' in context.refusal ? context.refusal.errors : {}),
              message: undefined,
            }),
            { type: 'announce', params: ({ context }) => ({ text: Object.values(context.errors).join(' ') }) },
            {
              type: 'focusField',
              params: ({ context }) => ({ name: REVIEW_FIELDS.find((f) => context.errors[f]) ?? '' }),
            },
          ],
        },
        {
          target: 'editing',
          actions: [
            assign({
              errors: {},
              message: ({ context }) => ({
                kind: 'error',
                text: 'text' in context.refusal ? context.refusal.text : '',
              }),
            }),
            { type: 'announce', params: ({ context }) => ({ text: context.message?.text ?? '' }) },
            'focusMessage',
          ],
        },
      ],
    },
  },
});
