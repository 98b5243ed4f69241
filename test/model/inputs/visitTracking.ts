import { EMPTY_STORE, type VisitFacts, type VisitSettings } from '../../../domain/visitRecords';
import type { visitTrackingMachine } from '../../../machines/visitTracking';
import type { ModelInputs } from '../harness';
import { keptRecord } from './trafficSource';

const settings: VisitSettings = { allowTracking: true, lifetimeMonths: 6, sessionMinutes: 30, promoCode: false };
const facts: VisitFacts = {
  now: Date.UTC(2026, 10, 2, 9, 30),
  url: 'https://shop.test/shop/',
  referrer: '',
  siteHost: 'shop.test',
  userAgent: 'Sample/1.0',
  random: 0.5,
  store: EMPTY_STORE,
};

const inputs: ModelInputs<typeof visitTrackingMachine> = {
  input: { settings },
  inputs: [{ settings: { ...settings, allowTracking: false } }],
  sampleEvents: [
    { type: 'xstate.done.actor.readVisit', output: facts },
    { type: 'xstate.done.actor.classify', output: { rule: 'kept', record: keptRecord } },
    { type: 'xstate.error.actor.readVisit', error: new Error('cookies blocked') },
  ],
};

export default inputs;
