import type { AnyStateMachine, EventObject } from 'xstate';
import { resultCountMachine } from './resultCount';
import { EMPTY_STORE, type VisitFacts, type VisitSettings } from './rules/visitRecords';
import { sortFormMachine } from './sortForm';
import { trafficSourceMachine } from './trafficSource';
import { visitTrackingMachine } from './visitTracking';

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
   * Further inputs, for machines that decide at start from their input (eventless
   * transitions): paths are generated from each, and coverage is over all of them.
   */
  inputs?: unknown[];
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

const keptRecord = {
  type: 'referral',
  source: 'blog.example',
  medium: 'referral',
  campaign: '(none)',
  content: '/post/',
  term: '(none)',
  id: '(none)',
  platform: '(none)',
  format: '(none)',
  tactic: '(none)',
} as const;
const trackingSettings: VisitSettings = {
  allowTracking: true,
  lifetimeMonths: 6,
  sessionMinutes: 30,
  promoCode: false,
};
const sampleFacts: VisitFacts = {
  now: Date.UTC(2026, 10, 2, 9, 30),
  url: 'https://shop.test/shop/',
  referrer: '',
  siteHost: 'shop.test',
  userAgent: 'Sample/1.0',
  random: 0.5,
  store: EMPTY_STORE,
};

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
    name: 'trafficSource',
    machine: trafficSourceMachine,
    description: 'Traffic type of a page view: utm, organic, referral, kept, or typein, by the first rule that matches',
    input: classifierFacts({ url: 'https://shop.test/shop/?utm_source=newsletter' }),
    inputs: [
      classifierFacts({ referrer: 'https://www.google.com/' }),
      classifierFacts({ referrer: 'https://blog.example/post/' }),
      classifierFacts({ existing: keptRecord }),
      classifierFacts({}),
    ],
  },
  {
    name: 'visitTracking',
    machine: visitTrackingMachine,
    description: 'One page view of visit tracking: read the cookies, classify, write the records; or delete them',
    input: { settings: trackingSettings },
    inputs: [{ settings: { ...trackingSettings, allowTracking: false } }],
    sampleEvents: [
      { type: 'xstate.done.actor.readVisit', output: sampleFacts },
      { type: 'xstate.done.actor.classify', output: { rule: 'kept', record: keptRecord } },
      { type: 'xstate.error.actor.readVisit', error: new Error('cookies blocked') },
    ],
  },
];

function classifierFacts(over: Record<string, unknown>) {
  return {
    url: 'https://shop.test/shop/',
    referrer: '',
    siteHost: 'shop.test',
    sessionActive: false,
    existing: null,
    ...over,
  };
}
