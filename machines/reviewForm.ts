import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';
import type { ReviewErrors, ReviewFeedback, ReviewPosted } from '../domain/reviews';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, REVIEW_FIELDS, REVIEW_THANKED, reviewRefusal } from '../domain/reviews';

/** The view's form, and the message above it. */
type Elements = { form: ElementRef<HTMLFormElement>; message: ElementRef<HTMLElement> };

interface Context extends Elements {
  fields: Record<string, string>;
  photoId?: string | undefined;
  feedback: ReviewFeedback;
  /** Reviews posted from this page, newest first, each with the average it left. */
  posted: ReviewPosted[];
}

/**
 * The review form with JavaScript: the photo, if any, is uploaded first (the REST client
 * retries its post-processing), then the review is posted with the photo's id. A photo
 * over the size limit is refused before sending. What the shopper is told (the fields at
 * fault, a message above the form, the thanks) is announced, with focus on the first
 * field at fault or on the message; a posted review joins the list and the form empties.
 */
export const reviewFormMachine = setup({
  types: {} as {
    context: Context;
    input: Elements & { errors?: ReviewErrors };
    // The photo is a File in the browser; only its size is read here.
    events: { type: 'SUBMIT'; fields: Record<string, string>; photo: { size: number } | null };
  },
  actors: {
    uploadPhoto: fromPromise<string, { photo: unknown }>(() => new Promise(() => {})),
    postReview: fromPromise<ReviewPosted, Pick<Context, 'fields' | 'photoId'>>(() => new Promise(() => {})),
  },
  actions: {
    // Provided by the live wiring: services/announcer, services/focus, services/forms.
    announce: (_, _params: { text: string }) => {},
    focusField: (_, _params: { form: Elements['form']; name: string }) => {},
    focusMessage: (_, _params: Elements) => {},
    resetForm: (_, _params: { form: Elements['form'] }) => {},
  },
  guards: {
    photoTooLarge: ({ event }) => (event.photo?.size ?? 0) > PHOTO_MAX_BYTES,
    hasPhoto: ({ event }) => (event.photo?.size ?? 0) > 0,
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input: { errors = {}, ...elements } }) => ({ fields: {}, feedback: { errors }, posted: [], ...elements }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'photoTooLarge', target: 'told', actions: assign({ feedback: PHOTO_TOO_LARGE }) },
          { guard: 'hasPhoto', target: 'uploading', actions: assign({ fields: ({ event }) => event.fields }) },
          { target: 'posting', actions: assign({ fields: ({ event }) => event.fields, photoId: undefined }) },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ event }) => ({ photo: event.photo }),
        onDone: { target: 'posting', actions: assign({ photoId: ({ event }) => event.output }) },
        onError: { target: 'told', actions: assign({ feedback: ({ event }) => reviewRefusal(event.error, true) }) },
      },
    },
    posting: {
      invoke: {
        id: 'postReview',
        src: 'postReview',
        input: ({ context }) => ({ fields: context.fields, photoId: context.photoId }),
        onDone: {
          target: 'told',
          actions: [
            assign({ posted: ({ context, event }) => [event.output, ...context.posted], feedback: REVIEW_THANKED }),
            { type: 'resetForm', params: ({ context: { form } }) => ({ form }) },
          ],
        },
        onError: { target: 'told', actions: assign({ feedback: ({ event }) => reviewRefusal(event.error, false) }) },
      },
    },
    // Says what happened, then takes the next review or correction.
    told: {
      entry: enqueueActions(({ context: { feedback, form, message }, enqueue }) => {
        const field = REVIEW_FIELDS.find((f) => feedback.errors[f]);
        const text = feedback.message?.text ?? Object.values(feedback.errors).join(' ');
        enqueue({ type: 'announce', params: { text } });
        if (field) enqueue({ type: 'focusField', params: { form, name: field } });
        else enqueue({ type: 'focusMessage', params: { form, message } });
      }),
      always: 'editing',
    },
  },
});
