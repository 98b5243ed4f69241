import { assign, fromPromise, setup } from 'xstate';
import { INVALID_NONCE_CODE, MAX_POST_PROCESS_ATTEMPTS, REST_ERRORS, type RestErrorBody } from '../domain/rest';

/** How a failed send reports itself: the error body, plus the attachment of an upload to post-process. */
export type RestFailure = RestErrorBody & { attachmentId?: string };

export type RestOutcome = { ok: true; data: unknown } | { ok: false; error: RestErrorBody };

interface Context {
  nonce: string | undefined;
  attachmentId: string | undefined;
  postProcessAttempts: number;
  outcome: RestOutcome | undefined;
}

const failure = (error: unknown): RestOutcome => {
  const e = error as Partial<RestFailure> | undefined;
  return typeof e?.code === 'string' && typeof e.message === 'string'
    ? { ok: false, error: { code: e.code, message: e.message, ...(e.data ? { data: e.data } : {}) } }
    : { ok: false, error: { code: 'unknown_error', message: REST_ERRORS.unknown_error } };
};

/**
 * One REST call (spec sections 7 and 8). The send is made with the session's nonce; when
 * the server answers that the nonce is invalid or expired, a fresh nonce is fetched and
 * the call is made once more, and never again: the retry's own failure is final. An
 * upload that fails with an attachment to finish is post-processed, up to 5 attempts.
 * The services (services/restClient.ts) do the fetching and turn responses into data or
 * the catalogue's errors; this machine only decides what happens next.
 */
export const restRequestMachine = setup({
  types: {} as { context: Context; input: { nonce?: string }; output: RestOutcome },
  actors: {
    send: fromPromise<unknown, { nonce: string | undefined }>(() => new Promise(() => {})),
    refreshNonce: fromPromise<string>(() => new Promise(() => {})),
    postProcess: fromPromise<unknown, { attachmentId: string }>(() => new Promise(() => {})),
  },
  guards: {
    // Read a failed send's error event.
    nonceRejected: ({ event }) => (event.error as RestFailure)?.code === INVALID_NONCE_CODE,
    needsPostProcess: ({ event }) => typeof (event.error as RestFailure)?.attachmentId === 'string',
    mayPostProcessAgain: ({ context }) => context.postProcessAttempts < MAX_POST_PROCESS_ATTEMPTS,
  },
  actions: {
    // Taken on an invoked actor's done or error event: its output or its error is the outcome.
    succeed: assign({ outcome: ({ event }) => ({ ok: true, data: event.output }) }),
    fail: assign({ outcome: ({ event }) => failure(event.error) }),
  },
}).createMachine({
  id: 'restRequest',
  context: ({ input }) => ({ nonce: input.nonce, attachmentId: undefined, postProcessAttempts: 0, outcome: undefined }),
  initial: 'sending',
  states: {
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ nonce: context.nonce }),
        onDone: { target: 'succeeded', actions: 'succeed' },
        onError: [
          { guard: 'nonceRejected', target: 'refreshingNonce' },
          {
            guard: 'needsPostProcess',
            target: 'postProcessing',
            actions: assign({ attachmentId: ({ event }) => (event.error as RestFailure).attachmentId }),
          },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    refreshingNonce: {
      invoke: {
        id: 'refreshNonce',
        src: 'refreshNonce',
        onDone: { target: 'retrying', actions: assign({ nonce: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    // The one retry: whatever it answers is the outcome.
    retrying: {
      invoke: {
        id: 'retry',
        src: 'send',
        input: ({ context }) => ({ nonce: context.nonce }),
        onDone: { target: 'succeeded', actions: 'succeed' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    postProcessing: {
      entry: assign({ postProcessAttempts: ({ context }) => context.postProcessAttempts + 1 }),
      invoke: {
        id: 'postProcess',
        src: 'postProcess',
        input: ({ context }) => ({ attachmentId: context.attachmentId ?? '' }),
        onDone: { target: 'succeeded', actions: 'succeed' },
        onError: [
          { guard: 'mayPostProcessAgain', target: 'postProcessing', reenter: true },
          {
            target: 'failed',
            actions: assign({
              outcome: { ok: false, error: { code: 'post_process', message: REST_ERRORS.post_process } },
            }),
          },
        ],
      },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? failure(undefined),
});
