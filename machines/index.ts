import type { AnyStateMachine, EventObject } from 'xstate';
import { comingSoonBannerMachine } from './comingSoonBanner';
import { formValidationMachine } from './formValidation';
import { helpDescriptionMachine } from './helpDescription';
import { passwordFieldMachine } from './passwordField';
import { restRequestMachine } from './restRequest';
import { resultCountMachine } from './resultCount';
import { LOGIN_FIELDS } from './rules/fields';
import { INVALID_NONCE_CODE } from './rules/rest';
import { sortFormMachine } from './sortForm';

/**
 * The registry of every machine. The model-based tests and the machine visualizer both
 * read it: a machine that is not listed here is neither tested by path nor shown.
 */
export interface MachineEntry {
  name: string;
  machine: AnyStateMachine;
  /** One line on what the machine models. */
  description: string;
  /** Input for a representative actor (machines with `input`). */
  input?: unknown;
  /**
   * Example events with the payloads their guards read; event types not listed here are
   * tried with no payload. Path generation uses these, and so does the visualizer.
   */
  sampleEvents?: (EventObject & Record<string, unknown>)[];
  /**
   * What of a snapshot makes it a distinct state for path generation. Defaults to value
   * and context; machines with counters or lists project them away to stay finite.
   */
  project?: (snapshot: { value: unknown; context: unknown }) => unknown;
}

export const machineRegistry: MachineEntry[] = [
  {
    name: 'resultCount',
    machine: resultCountMachine,
    description: 'Result-count line re-announced to screen readers 2000 ms after load',
    input: { text: 'Showing 1–12 of 64 results' },
  },
  {
    name: 'sortForm',
    machine: sortFormMachine,
    description: 'Sort dropdown: choosing a different known order submits the form',
    input: { current: 'menu_order', options: ['menu_order', 'price'] },
    sampleEvents: [
      { type: 'CHOOSE', value: 'price' },
      { type: 'CHOOSE', value: 'menu_order' },
      { type: 'CHOOSE', value: 'not-an-order' },
    ],
  },
  {
    name: 'passwordField',
    machine: passwordFieldMachine,
    description: 'Password input show/hide button: hidden and shown text, the button label to match',
  },
  {
    name: 'helpDescription',
    machine: helpDescriptionMachine,
    description:
      'Field help: shown on click or focus sliding in over 250 ms; hidden on outside click, focus elsewhere or Escape',
  },
  {
    name: 'comingSoonBanner',
    machine: comingSoonBannerMachine,
    description: "'Coming soon' footer banner: dismiss sends the request; hidden when it completes, success or failure",
    input: { restUrl: '/api/statefront/v1/users/me' },
  },
  {
    name: 'restRequest',
    machine: restRequestMachine,
    description:
      'A REST call: one retry after a fresh nonce on an invalid-nonce error; upload post-processing up to 5 tries',
    input: { nonce: 'page-nonce' },
    sampleEvents: [
      { type: 'xstate.error.actor.send', error: { code: INVALID_NONCE_CODE, message: 'The nonce has expired.' } },
      {
        type: 'xstate.error.actor.send',
        error: { code: 'rest_upload_incomplete', message: 'Upload incomplete.', attachmentId: '42' },
      },
      { type: 'xstate.error.actor.send', error: { code: 'fetch_error', message: 'You are probably offline.' } },
      { type: 'xstate.done.actor.refreshNonce', output: 'fresh-nonce' },
    ],
    project: (s) => ({ value: s.value, attempts: (s.context as { postProcessAttempts: number }).postProcessAttempts }),
  },
  {
    name: 'formValidation',
    machine: formValidationMachine,
    description:
      'Account form checked in the browser with the server rules: on submit, then live while a field is wrong',
    input: { fields: { email: LOGIN_FIELDS.email } },
    sampleEvents: [
      { type: 'CHANGE', name: 'email', value: 'not-an-email' },
      { type: 'CHANGE', name: 'email', value: 'shopper@example.com' },
    ],
  },
];
