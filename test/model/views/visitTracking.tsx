import { cleanup } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { VisitSettings } from '../../../domain/visitRecords';
import { visitTrackingMachine } from '../../../machines/visitTracking';
import { liveMachines } from '../../../src/live/machines';
import inputs from '../inputs/visitTracking';
import { pathDriver, type RunMachine } from './driver';
import { cookies, FIRST_VIEW, forgetCookies, TRACKING, viewPage } from './visit-edge';
import { onWalkEnd } from './walk';

// The payloads the paths carry (the driver's page decides what the cookies really answer).
const [read, classified, refused] = inputs.sampleEvents as NonNullable<typeof inputs.sampleEvents>;

const ALL_RECORDS = [
  'sbjs_current',
  'sbjs_current_add',
  'sbjs_first',
  'sbjs_first_add',
  'sbjs_migrations',
  'sbjs_session',
  'sbjs_udata',
];

/**
 * A browser that visited the shop once before (its visit cookies written, 10 minutes ago),
 * on its next page view. The page itself opens when the path's first step says how the
 * cookies answer (they may be blocked), since they are read as the page starts; with
 * tracking turned off it opens at once.
 */
async function start({ settings }: { settings: VisitSettings }, run: RunMachine) {
  // Every page view runs the same tracking: the earlier one too.
  const machines = { ...liveMachines, visitTracking: run(liveMachines.visitTracking) };
  vi.setSystemTime(FIRST_VIEW);
  forgetCookies();
  await viewPage('/', '', TRACKING, machines);
  cleanup();
  vi.setSystemTime(FIRST_VIEW + 10 * 60_000);
  const ui = { settings, machines, earlier: cookies(), page: null as Awaited<ReturnType<typeof viewPage>> | null };
  if (!settings.allowTracking) ui.page = await viewPage('/shop/', '', { ...TRACKING, allowTracking: false }, machines);
  return ui;
}
type UI = Awaited<ReturnType<typeof start>>;

const fields = (ui: UI) => ui.page?.fields() ?? {};
/** The checkout's attribution fields are sent empty: nothing is claimed about the visit. */
const sentEmpty = (ui: UI) => expect(Object.values(fields(ui)).every((v) => v === '')).toBe(true);

/**
 * Order attribution's page view (spec: visitor traffic type, further rules): recorded only
 * when configuration allows tracking, and then pages_seen grows by one, visits only with a
 * new session, and the first visit is never overwritten; with tracking turned off the
 * tracking cookies are deleted. Cookies the browser refuses leave the page working, untracked.
 */
export default pathDriver(visitTrackingMachine, {
  start,
  events: {
    'xstate.done.actor.readVisit': async (ui) => {
      ui.page = await viewPage('/shop/', '', ui.settings, ui.machines);
    },
    // The browser refuses cookies to this page.
    'xstate.error.actor.readVisit': async (ui) => {
      Object.defineProperty(navigator, 'cookieEnabled', { value: false, configurable: true });
      onWalkEnd(() => {
        delete (navigator as { cookieEnabled?: boolean }).cookieEnabled;
      });
      ui.page = await viewPage('/shop/', '', ui.settings, ui.machines);
    },
    // The visit's traffic type is decided as soon as the cookies are read, in the same turn.
    'xstate.done.actor.classify': () => {},
  },
  states: {
    // The page has not started: the cookies are as the earlier visit left them.
    reading: (ui) => {
      expect(ui.page).toBeNull();
      expect(Object.keys(ui.earlier).sort()).toEqual(ALL_RECORDS);
    },
    classifying: () => expect(Object.keys(cookies()).sort()).toEqual(ALL_RECORDS),
    recorded: (ui) => {
      const now = cookies();
      expect(Object.keys(now).sort()).toEqual(ALL_RECORDS);
      // The first visit stays as it was; the same session goes on, one page further.
      expect(now.sbjs_first).toBe(ui.earlier.sbjs_first);
      expect(now.sbjs_first_add).toBe(ui.earlier.sbjs_first_add);
      expect(decodeURIComponent(now.sbjs_session ?? '')).toBe('pgs=2|||cpg=http://localhost:3000/shop/');
      expect(fields(ui)).toMatchObject({
        source_type: 'typein',
        utm_source: '(direct)',
        session_pages: '2',
        session_count: '1',
        session_entry: 'http://localhost:3000/',
        session_start_time: '2026-11-02 09:30:00',
      });
    },
    unavailable: (ui) => {
      sentEmpty(ui);
      expect(cookies()).toEqual(ui.earlier);
    },
    disabled: (ui) => {
      sentEmpty(ui);
      expect(cookies()).toEqual({});
    },
  },
  moves: [
    ['reading', read!, 'classifying'],
    ['reading', refused!, 'unavailable'],
    ['classifying', classified!, 'recorded'],
  ],
});
