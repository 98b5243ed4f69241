import { cleanup } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ClassifierInput } from '../../../domain/trafficRules';
import { trafficSourceMachine } from '../../../machines/trafficSource';
import { liveMachines } from '../../../src/live/machines';
import { pathDriver, type RunMachine } from './driver';
import { cookies, FIRST_VIEW, forgetCookies, TRACKING, viewPage } from './visit-edge';

/**
 * A page view with the input's facts, on this jsdom's origin: the address's path and query,
 * the referrer, and the cookies earlier page views left (a visit recorded from blog.example
 * over 30 minutes ago, so its session has ended, for the input that has one).
 */
async function start(input: ClassifierInput, run: RunMachine) {
  // The classifier is the tracking's child: every page view classifies with it.
  const { visitTracking } = liveMachines;
  const classify = run(visitTracking.implementations.actors.classify as typeof trafficSourceMachine);
  const machines = { ...liveMachines, visitTracking: visitTracking.provide({ actors: { classify } }) };
  vi.setSystemTime(FIRST_VIEW);
  forgetCookies();
  if (input.existing) {
    await viewPage('/blog/', 'https://blog.example/post/', TRACKING, machines);
    cleanup();
    vi.setSystemTime(FIRST_VIEW + 31 * 60_000);
  }
  const { pathname, search } = new URL(input.url);
  return viewPage(pathname + search, input.referrer, TRACKING, machines);
}
type UI = Awaited<ReturnType<typeof start>>;

/** The checkout's source fields and the current-visit cookie say the same record. */
function recorded(ui: UI, record: Record<string, string>) {
  const fields = ui.fields();
  expect({
    type: fields.source_type,
    source: fields.utm_source,
    medium: fields.utm_medium,
    campaign: fields.utm_campaign,
    content: fields.utm_content,
  }).toEqual({ campaign: '(none)', content: '(none)', ...record });
  const current = decodeURIComponent(cookies().sbjs_current ?? '');
  expect(current).toContain(`typ=${record.type}|||src=${record.source}|||mdm=${record.medium}`);
}

/**
 * The visitor's traffic type, the first rule that matches (spec: visitor traffic type):
 * campaign parameters, a search engine, another site with no session running, the record
 * already kept, else a type-in with source (direct) and medium (none).
 */
export default pathDriver(trafficSourceMachine, {
  start,
  events: {},
  states: {
    utm: (ui) => recorded(ui, { type: 'utm', source: 'newsletter', medium: '(none)' }),
    organic: (ui) => recorded(ui, { type: 'organic', source: 'google', medium: 'organic' }),
    referral: (ui) => recorded(ui, { type: 'referral', source: 'blog.example', medium: 'referral', content: '/post/' }),
    // The page view with no referrer keeps the referral an earlier visit recorded.
    kept: (ui) => {
      recorded(ui, { type: 'referral', source: 'blog.example', medium: 'referral', content: '/post/' });
      expect(ui.fields().session_count).toBe('2');
    },
    // A type-in only where no earlier visit left a record (one would be kept): the first session.
    typein: (ui) => {
      recorded(ui, { type: 'typein', source: '(direct)', medium: '(none)' });
      expect(ui.fields().session_count).toBe('1');
    },
  },
  moves: [],
});
