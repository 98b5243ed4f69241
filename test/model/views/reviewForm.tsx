import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { reviewFormMachine } from '../../../machines/reviewForm';
import { liveMachines } from '../../../src/live/machines';
import { MachinesContext } from '../../../ui/machines-context';
import { ProductReviews } from '../../../ui/reviews/ProductReviews';
import type { ReviewsView } from '../../../ui/reviews/types';
import { pathDriver, type RunMachine } from './driver';
import { startRestServer } from './rest-edge';

type Errors = Record<string, string>;
const THANKS = 'Thank you for your review.';
const TOO_LARGE = 'This photo is too large. Please choose one under 10 MB.';
const FIELDS = ['rating', 'reviewer', 'review', 'photo'];
const REVIEW = { rating: '5', reviewer: 'Ada', review: 'Keeps tea hot.' };
const OFFLINE = { code: 'fetch_error', message: 'You are probably offline.' };

/** A product page's reviews (one so far), hydrated, with the REST API behind a fetch double. */
async function start(input: { errors?: Errors }, run: RunMachine) {
  // Loaded with the first review in a browser; loaded here, they answer within a turn.
  await Promise.all([import('../../../services/reviews'), import('../../../src/live/rest')]);
  const server = startRestServer();
  const reviews: ReviewsView = {
    productId: 12,
    productName: 'Mug',
    average: '4.00',
    count: 1,
    reviews: [{ id: 1, reviewer: 'Grace', rating: 4, text: 'Solid.', date: 'October 1, 2026' }],
    form: {
      action: '/product/mug/',
      nonce: 'n'.repeat(22),
      values: { rating: '', reviewer: '', review: '' },
      errors: input.errors ?? {},
    },
  };
  render(
    <MachinesContext.Provider value={{ ...liveMachines, reviewForm: run(liveMachines.reviewForm) }}>
      <ProductReviews reviews={reviews} />
      <div id="a11y-speak-polite" data-testid="polite" aria-live="polite" />
      <div id="a11y-speak-assertive" data-testid="assertive" aria-live="assertive" />
    </MachinesContext.Provider>,
  );
  // What the rules say the page shows, kept as the path goes.
  return {
    server,
    sent: { fields: {} as Errors, photo: 0 },
    photoId: undefined as string | undefined,
    errors: { ...(input.errors ?? {}) } as Errors,
    message: undefined as { kind: string; text: string } | undefined,
    said: [] as string[],
    /** Reviews the page lists, newest first, and the count the heading gives. */
    listed: ['Grace'],
    count: 1,
    /** Where focus went after the last answer: a field's name, or the message. */
    focus: undefined as string | undefined,
  };
}
type UI = Awaited<ReturnType<typeof start>>;

const form = () => document.querySelector('form.review-form') as HTMLFormElement;
const message = () => document.querySelector<HTMLElement>('.review-form__message');
const submit = () => screen.getByRole('button', { name: /Submit review|Posting your review…/ });
const control = (name: string) => document.getElementById(`review-${name}`) as HTMLInputElement;

/**
 * Puts `file` (or nothing) in a file input, as the browser's file picker does: jsdom has no
 * DataTransfer to build a FileList with, so its own list is filled.
 */
function choose(input: HTMLInputElement, file: File | null) {
  const list = input.files as FileList;
  const impl = Object.getOwnPropertySymbols(list).find((s) => s.description === 'impl') as symbol;
  const items = (list as unknown as Record<symbol, unknown[]>)[impl] as unknown[];
  items.length = 0;
  if (file) items.push((file as unknown as Record<symbol, unknown>)[impl]);
}

/** The rules' answer: said assertively, focus on the first field at fault or on the message. */
function told(ui: UI, feedback: { errors?: Errors; message?: { kind: string; text: string } }) {
  ui.errors = feedback.errors ?? {};
  ui.message = feedback.message;
  ui.said.push(feedback.message?.text ?? Object.values(ui.errors).join(' '));
  ui.focus = FIELDS.find((f) => ui.errors[f]) ?? 'message';
}
const settled = () => vi.waitFor(() => expect(form().getAttribute('aria-busy')).toBeNull());

/**
 * The photo, if any, is uploaded first (one over 10 MB is refused before anything is
 * sent), then the review is posted with the photo's id; the form is busy meanwhile. What
 * the shopper is told (the fields at fault, or a message above the form, or the thanks)
 * is said, with focus on the first field at fault or on the message. A posted review
 * joins the list, the heading counts it, and the form empties for the next one.
 */
export default pathDriver(reviewFormMachine, {
  start,
  events: {
    // The shopper fills the form (the browser holds back one with a required field empty) and sends it.
    SUBMIT: async (ui, event) => {
      const fields = event.fields as Errors;
      for (const name of ['rating', 'reviewer', 'review']) {
        fireEvent.change(control(name), { target: { value: fields[name] } });
      }
      const photo = event.photo as { size: number } | null;
      const file = photo && new File([new Uint8Array(photo.size)], 'mug.jpg', { type: 'image/jpeg' });
      choose(control('photo'), file);
      ui.sent = { fields, photo: photo?.size ?? 0 };
      const before = ui.server.calls.length;
      fireEvent.click(submit());
      if ((photo?.size ?? 0) > 10 * 1024 * 1024) told(ui, { errors: { photo: TOO_LARGE } });
      else await ui.server.made(before + 1);
    },
    'xstate.done.actor.uploadPhoto': async (ui, event) => {
      ui.photoId = event.output as string;
      const before = ui.server.calls.length;
      ui.server.answer({ id: ui.photoId });
      await ui.server.made(before + 1);
    },
    // A stored photo whose processing fails is processed again, 5 times in all, then refused.
    'xstate.error.actor.uploadPhoto': async (ui, event) => {
      const error = event.error as { code: string; message: string };
      const calls = ui.server.calls.length + (error.code === 'fetch_error' ? 0 : 5);
      if (error.code === 'fetch_error') {
        ui.server.fail();
        told(ui, { message: { kind: 'error', text: error.message } });
      } else {
        const uploads = ui.server.calls.length;
        ui.server.answer(error, 500, { 'X-Statefront-Upload-Attachment-Id': 'AAAAAAAAAAAAAAAAAAAAAA' });
        for (let attempt = 1; attempt <= 5; attempt++) {
          await ui.server.made(uploads + attempt);
          expect(ui.server.calls.at(-1)?.url).toBe(
            '/api/statefront/v1/media/AAAAAAAAAAAAAAAAAAAAAA/post-process?_locale=user',
          );
          ui.server.answer({ code: 'rest_image_processing', message: 'Could not process.' }, 500);
        }
        told(ui, { errors: { photo: error.message } });
      }
      await settled();
      expect(ui.server.calls).toHaveLength(calls);
    },
    'xstate.done.actor.postReview': async (ui, event) => {
      const { review, average, count } = event.output as {
        review: { id: number; reviewer: string; rating: number; text: string };
        average: string;
        count: number;
      };
      ui.server.answer({
        // The server gives every review an id of its own: a second review on the same path is another one.
        id: review.id + ui.listed.length - 1,
        rating: review.rating,
        reviewer: review.reviewer,
        review: review.text,
        date_created: '2026-11-02T10:00:00',
        photo: null,
        product_rating: { average, count },
      });
      ui.listed.unshift(review.reviewer);
      ui.count = count;
      told(ui, { message: { kind: 'success', text: THANKS } });
      await settled();
    },
    'xstate.error.actor.postReview': async (ui, event) => {
      const error = event.error as { code: string; message: string; data?: { params: Errors } };
      ui.server.answer(error, 400);
      told(ui, error.data ? { errors: error.data.params } : { message: { kind: 'error', text: error.message } });
      await settled();
    },
  },
  states: {
    editing: (ui, event) => {
      expect(form().getAttribute('aria-busy')).toBeNull();
      expect(submit().textContent).toBe('Submit review');
      for (const name of FIELDS) {
        expect(control(name).getAttribute('aria-invalid')).toBe(ui.errors[name] ? 'true' : null);
        expect(document.getElementById(`review-${name}-error`)?.textContent).toBe(ui.errors[name]);
      }
      const links = [...(message()?.querySelectorAll('a') ?? [])].map((a) => [a.getAttribute('href'), a.textContent]);
      expect(links).toEqual(
        ui.message ? [] : Object.entries(ui.errors).map(([name, text]) => [`#review-${name}`, text]),
      );
      if (ui.message) {
        expect(message()?.textContent).toBe(ui.message.text);
        expect(message()?.classList.contains(`notice--${ui.message.kind}`)).toBe(true);
      } else if (Object.keys(ui.errors).length === 0) expect(message()).toBeNull();
      expect([...screen.getByTestId('assertive').children].map((line) => line.textContent)).toEqual(ui.said);
      expect([...document.querySelectorAll('.review__author')].map((a) => a.textContent)).toEqual(ui.listed);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`Reviews (${ui.count})`);
      if (event.type !== 'xstate.init') {
        expect(document.activeElement).toBe(ui.focus === 'message' ? message() : control(ui.focus ?? ''));
      }
      // After the thanks the form is empty, ready for another review.
      if (ui.message?.kind === 'success') expect(control('reviewer').value).toBe('');
    },
    uploading: (ui) => {
      expect(form().getAttribute('aria-busy')).toBe('true');
      expect(submit().getAttribute('aria-disabled')).toBe('true');
      const call = ui.server.calls.at(-1);
      expect([call?.method, call?.url]).toEqual(['POST', '/api/statefront/v1/media?_locale=user']);
      expect(((call?.body as FormData | undefined)?.get('file') as File | null | undefined)?.size).toBe(ui.sent.photo);
    },
    posting: (ui) => {
      expect(form().getAttribute('aria-busy')).toBe('true');
      expect(submit().textContent).toBe('Posting your review…');
      const { headers: _h, ...call } = ui.server.calls.at(-1) ?? { headers: {} };
      const { rating, reviewer, review } = ui.sent.fields;
      expect(call).toEqual({
        method: 'POST',
        url: '/api/statefront/v1/products/reviews?_locale=user',
        body: {
          product_id: 12,
          rating: Number(rating),
          reviewer,
          review,
          ...(ui.sent.photo > 0 ? { photo_id: ui.photoId } : {}),
        },
      });
    },
  },
  // Every answer, and a photo refused before sending, leaves the form ready for the next try.
  moves: [
    ['editing', { type: 'SUBMIT', fields: REVIEW, photo: null }, 'posting'],
    ['editing', { type: 'SUBMIT', fields: REVIEW, photo: { size: 200_000 } }, 'uploading'],
    ['editing', { type: 'SUBMIT', fields: REVIEW, photo: { size: 11 * 1024 * 1024 } }, 'editing'],
    ['uploading', { type: 'xstate.done.actor.uploadPhoto', output: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'posting'],
    [
      'uploading',
      {
        type: 'xstate.error.actor.uploadPhoto',
        error: {
          code: 'post_process',
          message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
        },
      },
      'editing',
    ],
    ['uploading', { type: 'xstate.error.actor.uploadPhoto', error: OFFLINE }, 'editing'],
    [
      'posting',
      {
        type: 'xstate.done.actor.postReview',
        output: {
          review: { id: 2, reviewer: 'Ada', rating: 5, text: 'Keeps tea hot.', date: 'November 2, 2026' },
          average: '4.50',
          count: 2,
        },
      },
      'editing',
    ],
    [
      'posting',
      {
        type: 'xstate.error.actor.postReview',
        error: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): rating',
          data: { params: { rating: 'Please choose a rating from 1 to 5 stars.' } },
        },
      },
      'editing',
    ],
    [
      'posting',
      {
        type: 'xstate.error.actor.postReview',
        error: {
          code: 'rest_too_many_reviews',
          message: 'You have posted several reviews in a short time. Please try again in an hour.',
        },
      },
      'editing',
    ],
  ],
});
