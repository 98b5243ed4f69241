import type { trafficSourceMachine } from '../../../machines/trafficSource';
import type { ModelInputs } from '../harness';

/** A visit record from an earlier page view, which the 'kept' rule keeps. */
export const keptRecord = {
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

// The classifier decides at start from its input: one input per rule.
const inputs: ModelInputs<typeof trafficSourceMachine> = {
  input: classifierFacts({ url: 'https://shop.test/shop/?utm_source=newsletter' }),
  inputs: [
    classifierFacts({ referrer: 'https://www.google.com/' }),
    classifierFacts({ referrer: 'https://blog.example/post/' }),
    classifierFacts({ existing: keptRecord }),
    classifierFacts({}),
  ],
};

export default inputs;
