import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ReviewPosted } from '../../domain/reviews';
import { reviewFormMachine } from '../../machines/reviewForm';

/**
 * The review form's machine, its actors and actions as doubles. Its photo limit must be the
 * server's (server/reviews/photos refuses more than 10 MB, 10,485,760 bytes): a photo of
 * exactly that size is sent, one byte more is refused before anything is sent, with the
 * field at fault said and focused.
 */
function submitPhoto(size: number) {
  const uploaded: unknown[] = [];
  const said: string[] = [];
  const focused: string[] = [];
  const form = reviewFormMachine.provide({
    actors: {
      uploadPhoto: fromPromise(({ input }) => {
        uploaded.push(input.photo);
        return new Promise<string>(() => {});
      }),
    },
    actions: {
      announce: (_, { text }) => said.push(text),
      focusField: (_, { name }) => focused.push(name),
    },
  });
  const actor = createActor(form, { input: { form: { current: null }, message: { current: null } } }).start();
  const fields = { rating: '5', reviewer: 'Ada', review: 'Keeps tea hot.' };
  actor.send({ type: 'SUBMIT', fields, photo: { size } });
  actor.stop();
  return { uploaded, said, focused };
}

describe('the review form', () => {
  it('sends a photo of exactly 10 MB', () => {
    expect(submitPhoto(10_485_760)).toEqual({ uploaded: [{ size: 10_485_760 }], said: [], focused: [] });
  });

  it('refuses a photo one byte over 10 MB before sending it', () => {
    expect(submitPhoto(10_485_761)).toEqual({
      uploaded: [],
      said: ['This photo is too large. Please choose one under 10 MB.'],
      focused: ['photo'],
    });
  });

  it('posts a review sent without a photo with no photo, after one sent with a photo', async () => {
    const posted: unknown[] = [];
    const form = reviewFormMachine.provide({
      actors: {
        uploadPhoto: fromPromise(async () => 'AAAAAAAAAAAAAAAAAAAAAA'),
        postReview: fromPromise(async ({ input }) => {
          posted.push(input);
          const review = {
            id: posted.length,
            reviewer: 'Ada',
            rating: 5,
            text: 'Keeps tea hot.',
            date: 'November 2, 2026',
          };
          return { review, average: '5.00', count: posted.length };
        }),
      },
    });
    const actor = createActor(form, { input: { form: { current: null }, message: { current: null } } }).start();
    const fields = { rating: '5', reviewer: 'Ada', review: 'Keeps tea hot.' };
    const told = () => waitFor(actor, (s) => s.matches('editing') && s.context.posted.length === posted.length);
    actor.send({ type: 'SUBMIT', fields, photo: { size: 200_000 } });
    await waitFor(actor, () => posted.length === 1);
    await told();
    actor.send({ type: 'SUBMIT', fields, photo: null });
    await waitFor(actor, () => posted.length === 2);
    actor.stop();
    expect(posted).toEqual([
      { fields, photoId: 'AAAAAAAAAAAAAAAAAAAAAA' },
      { fields, photoId: undefined },
    ]);
  });

  // Every field the server refused is said, one after the other.
  it('says each field the server refused, as separate sentences, and focuses the first', async () => {
    const said: string[] = [];
    const focused: string[] = [];
    const form = reviewFormMachine.provide({
      actors: {
        postReview: fromPromise(async (): Promise<ReviewPosted> => {
          throw {
            code: 'rest_invalid_param',
            message: 'Invalid parameter(s): rating, reviewer',
            data: { params: { rating: 'Please choose a rating.', reviewer: 'Please enter your name.' } },
          };
        }),
      },
      actions: {
        announce: (_, { text }) => said.push(text),
        focusField: (_, { name }) => focused.push(name),
      },
    });
    const actor = createActor(form, { input: { form: { current: null }, message: { current: null } } }).start();
    actor.send({ type: 'SUBMIT', fields: { rating: '', reviewer: '', review: 'Keeps tea hot.' }, photo: null });
    await waitFor(actor, () => said.length === 1);
    actor.stop();
    expect(said).toEqual(['Please choose a rating. Please enter your name.']);
    expect(focused).toEqual(['rating']);
  });
});
