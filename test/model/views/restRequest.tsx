import { expect, vi } from 'vitest';
import * as z from 'zod/mini';
import { INVALID_NONCE_CODE, NONCE_HEADER, UPLOAD_ATTACHMENT_HEADER } from '../../../domain/rest';
import { restRequestMachine } from '../../../machines/restRequest';
import { createRestClient } from '../../../src/live/rest';
import { pathDriver, type RunMachine } from './driver';

const OFFLINE = 'You are probably offline.';
const EXPIRED = 'The nonce has expired.';
const INCOMPLETE = { code: 'rest_upload_incomplete', message: 'Upload incomplete.', attachmentId: '42' };
type Payload = { error?: { code?: string; attachmentId?: string }; output?: unknown };
const UPLOAD = 'POST /api/statefront/v1/media?_locale=user';
const NONCE = 'POST /api/statefront/v1/nonce?_locale=user';
const POST_PROCESS = 'POST /api/statefront/v1/media/42/post-process?_locale=user';

/**
 * A photo upload through the page's REST client, the server a `fetch` double that holds
 * each request until the path answers it. Every request is logged as `METHOD path nonce`.
 */
function start(input: { nonce?: string }, run: RunMachine) {
  const held: ((response: Response | Error) => void)[] = [];
  const requests: string[] = [];
  vi.stubGlobal('fetch', (url: URL, init: RequestInit) => {
    const nonce = (init.headers as Record<string, string>)[NONCE_HEADER] ?? 'none';
    requests.push(`${init.method} ${url.pathname}${url.search} ${nonce}`);
    return new Promise<Response>((resolve, reject) => held.push((r) => (r instanceof Error ? reject(r) : resolve(r))));
  });
  const client = createRestClient({ root: '/api/', nonce: input.nonce }, run(restRequestMachine));
  const ui = {
    requests,
    /** What the rules say was sent, and how the call ends. */
    sent: [`${UPLOAD} ${input.nonce}`],
    nonce: input.nonce,
    postProcessed: 0,
    ended: undefined as { data: unknown } | { message: string } | undefined,
    outcome: undefined as { data: unknown } | { message: string } | undefined,
    /** The server answers the open request. */
    answer: async (response: Response | Error) => {
      held.shift()?.(response);
      for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
    },
  };
  client
    .request({
      path: 'statefront/v1/media',
      method: 'POST',
      data: { name: 'mug.jpg' },
      schema: z.object({ id: z.number() }),
    })
    .then(
      (data) => (ui.outcome = { data }),
      (error: Error) => (ui.outcome = { message: error.message }),
    );
  return ui;
}
type UI = ReturnType<typeof start>;

const REFUSED = { code: INVALID_NONCE_CODE, message: 'Cookie check failed' };
const rejected = () => Response.json(REFUSED, { status: 403 });

const done = async (ui: UI) => {
  ui.ended = { data: { id: ui.requests.length } };
  await ui.answer(Response.json({ id: ui.requests.length }));
};
/** No payload, or any other error: the shopper is offline. */
const offline = async (ui: UI) => {
  ui.ended = { message: OFFLINE };
  await ui.answer(new TypeError('Failed to fetch'));
};
const postProcess = (ui: UI) => {
  ui.postProcessed += 1;
  ui.sent.push(`${POST_PROCESS} ${ui.nonce}`);
};

/**
 * One REST call (decision 0030): a nonce the server rejects is refreshed and the call made
 * once more with the fresh one, never again; an upload the server could not finish is
 * post-processed, at most 5 times, and if the last fails the shopper is told the upload
 * failed. Any other failure ends the call with its message.
 */
export default pathDriver(restRequestMachine, {
  start,
  sampleEvents: [{ type: 'xstate.error.actor.retry', error: REFUSED }],
  events: {
    'xstate.done.actor.send': done,
    'xstate.error.actor.send': async (ui, event) => {
      const { error } = event as Payload;
      if (error?.code === INVALID_NONCE_CODE) {
        ui.sent.push(`${NONCE} none`);
        await ui.answer(rejected());
      } else if (error?.attachmentId) {
        postProcess(ui);
        await ui.answer(new Response('{}', { status: 500, headers: { [UPLOAD_ATTACHMENT_HEADER]: '42' } }));
      } else await offline(ui);
    },
    'xstate.done.actor.refreshNonce': async (ui) => {
      ui.nonce = 'fresh-nonce';
      ui.sent.push(`${UPLOAD} fresh-nonce`);
      await ui.answer(Response.json({ nonce: 'fresh-nonce' }));
    },
    'xstate.error.actor.refreshNonce': offline,
    'xstate.done.actor.retry': done,
    // Refused again: the call is not made a third time, and ends with the server's message.
    'xstate.error.actor.retry': async (ui, event) => {
      if ((event as Payload).error?.code !== INVALID_NONCE_CODE) return offline(ui);
      ui.ended = { message: 'Cookie check failed' };
      await ui.answer(rejected());
    },
    'xstate.done.actor.postProcess': done,
    'xstate.error.actor.postProcess': async (ui) => {
      if (ui.postProcessed < 5) postProcess(ui);
      else
        ui.ended = {
          message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
        };
      await ui.answer(Response.json({ code: 'rest_upload_failed', message: 'Could not resize.' }, { status: 500 }));
    },
  },
  states: {
    sending: (ui) => expect(ui.requests).toEqual(ui.sent),
    refreshingNonce: (ui) => expect(ui.requests).toEqual(ui.sent),
    retrying: (ui) => expect(ui.requests).toEqual(ui.sent),
    postProcessing: (ui) => expect(ui.requests).toEqual(ui.sent),
    succeeded: (ui) => {
      expect(ui.requests).toEqual(ui.sent);
      expect(ui.outcome).toEqual(ui.ended);
    },
    failed: (ui) => {
      expect(ui.requests).toEqual(ui.sent);
      expect(ui.outcome).toEqual(ui.ended);
    },
  },
  moves: [
    ['sending', { type: 'xstate.done.actor.send' }, 'succeeded'],
    ['sending', { type: 'xstate.error.actor.send', error: { code: 'fetch_error', message: OFFLINE } }, 'failed'],
    [
      'sending',
      { type: 'xstate.error.actor.send', error: { code: INVALID_NONCE_CODE, message: EXPIRED } },
      'refreshingNonce',
    ],
    ['sending', { type: 'xstate.error.actor.send', error: INCOMPLETE }, 'postProcessing'],
    ['refreshingNonce', { type: 'xstate.done.actor.refreshNonce', output: 'fresh-nonce' }, 'retrying'],
    ['refreshingNonce', { type: 'xstate.error.actor.refreshNonce' }, 'failed'],
    ['retrying', { type: 'xstate.done.actor.retry' }, 'succeeded'],
    ['retrying', { type: 'xstate.error.actor.retry', error: REFUSED }, 'failed'],
    ['postProcessing', { type: 'xstate.done.actor.postProcess' }, 'succeeded'],
    ['postProcessing', { type: 'xstate.error.actor.postProcess' }, 'postProcessing'],
    ['postProcessing', { type: 'xstate.error.actor.postProcess' }, 'failed'],
  ],
});
