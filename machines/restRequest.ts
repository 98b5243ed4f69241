import { assign, fromPromise, setup } from 'xstate';
import type { RestFailure, RestOutcome } from '../domain/rest';
import { failedOutcome, INVALID_NONCE_CODE, MAX_POST_PROCESS_ATTEMPTS, REST_ERRORS } from '../domain/rest';

type Context = { nonce?: string; attachmentId?: string; postProcessAttempts: number; outcome?: RestOutcome };

/**
 * One REST call. A rejected nonce is refreshed and the call made once more, never again; an
 * upload that fails with an attachment to finish is post-processed, up to 5 attempts.
 */
export const restRequestMachine = setup({
  types: {} as { context: Context; input: { nonce?: string }; output: RestOutcome },
  actors: {
    send: fromPromise<unknown, { nonce?: string }>(() => new Promise(() => {})),
    refreshNonce: fromPromise<string>(() => new Promise(() => {})),
    postProcess: fromPromise<unknown, { attachmentId: string }>(() => new Promise(() => {})),
  },
  guards: {
    nonceRejected: ({ event }) => (event.error as RestFailure)?.code === INVALID_NONCE_CODE,
    needsPostProcess: ({ event }) => typeof (event.error as RestFailure)?.attachmentId === 'string',
    mayPostProcessAgain: ({ context }) => context.postProcessAttempts < MAX_POST_PROCESS_ATTEMPTS,
  },
  actions: {
    // Taken on an invoked actor's done or error event: its output or its error is the outcome.
    succeed: assign({ outcome: ({ event }) => ({ ok: true, data: event.output }) }),
    fail: assign({ outcome: ({ event }) => failedOutcome(event.error) }),
    keepAttachment: assign({ attachmentId: ({ event }) => (event.error as RestFailure).attachmentId }),
    // However the last attempt failed, the shopper is told the upload failed.
    failPostProcess: assign({ outcome: failedOutcome({ code: 'post_process', message: REST_ERRORS.post_process }) }),
  },
}).createMachine({
  id: 'restRequest',
  context: ({ input }) => ({ nonce: input.nonce, postProcessAttempts: 0 }),
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
          { guard: 'needsPostProcess', target: 'postProcessing', actions: 'keepAttachment' },
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
          { target: 'failed', actions: 'failPostProcess' },
        ],
      },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? failedOutcome(undefined),
});
