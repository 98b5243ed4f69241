import { setup } from 'xstate';
import {
  type ClassifierInput,
  campaignRecord,
  fromSearchEngine,
  hasCampaign,
  hasExisting,
  isReferral,
  organicRecord,
  referralRecord,
  type TrafficRecord,
  type TrafficSource,
  typeinRecord,
} from '../domain/trafficRules';

/**
 * The visitor's traffic type (spec section 4): one outcome per rule, decided by the
 * first rule that matches, in the spec's order. Runs once per page view on the facts
 * the tracking service gathered; its output is the record the visit keeps.
 */
export const trafficSourceMachine = setup({
  types: {} as { context: ClassifierInput; input: ClassifierInput; output: TrafficSource },
  guards: {
    hasCampaign: ({ context }) => hasCampaign(context),
    fromSearchEngine: ({ context }) => fromSearchEngine(context),
    isReferral: ({ context }) => isReferral(context),
    hasExisting: ({ context }) => hasExisting(context),
  },
}).createMachine({
  id: 'trafficSource',
  context: ({ input }) => input,
  initial: 'classifying',
  states: {
    classifying: {
      always: [
        { guard: 'hasCampaign', target: 'utm' },
        { guard: 'fromSearchEngine', target: 'organic' },
        { guard: 'isReferral', target: 'referral' },
        { guard: 'hasExisting', target: 'kept' },
        { target: 'typein' },
      ],
    },
    utm: { type: 'final', output: ({ context }) => ({ rule: 'utm', record: campaignRecord(context) }) },
    organic: { type: 'final', output: ({ context }) => ({ rule: 'organic', record: organicRecord(context) }) },
    referral: { type: 'final', output: ({ context }) => ({ rule: 'referral', record: referralRecord(context) }) },
    kept: { type: 'final', output: ({ context }) => ({ rule: 'kept', record: context.existing as TrafficRecord }) },
    typein: { type: 'final', output: () => ({ rule: 'typein', record: typeinRecord() }) },
  },
  // The outcome state's output, carried up by its done event.
  output: ({ event }) => event.output as TrafficSource,
});
