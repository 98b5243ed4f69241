import { describe, expect, it } from 'vitest';
import {
  EMPTY_HISTORY,
  failingCondition,
  impressionsIn,
  type PopupConditions,
  type PopupFacts,
  type PopupHistory,
  type PopupUser,
  recordImpression,
  recordPageView,
} from '../../domain/popupConditions';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const S = 1000;
const guest: PopupUser = { loggedIn: false, roles: [] };

function facts(history: Partial<PopupHistory> = {}, over: Partial<PopupFacts> = {}): PopupFacts {
  return {
    now: NOW,
    history: { ...EMPTY_HISTORY, pageViews: 1, sessions: 1, sessionStartedAt: NOW - 600 * S, ...history },
    referrer: '',
    device: 'desktop',
    ...over,
  };
}
const check = (conditions: PopupConditions, f: PopupFacts, user = guest) => failingCondition(conditions, f, user);

describe('popup impression periods (spec section 9: day 86400 s, week 604800 s, month 2628288 s)', () => {
  it('counts an impression inside a period up to its last second, and not a second later', () => {
    const history = facts({ impressions: [NOW - 86_400 * S] }).history;
    expect(impressionsIn(history, 'day', NOW)).toBe(1);
    expect(impressionsIn(history, 'day', NOW + S)).toBe(0);
    const weekOld = facts({ impressions: [NOW - 604_800 * S] }).history;
    expect(impressionsIn(weekOld, 'week', NOW)).toBe(1);
    expect(impressionsIn(weekOld, 'week', NOW + S)).toBe(0);
    const monthOld = facts({ impressions: [NOW - 2_628_288 * S] }).history;
    expect(impressionsIn(monthOld, 'month', NOW)).toBe(1);
    expect(impressionsIn(monthOld, 'month', NOW + S)).toBe(0);
  });

  it('counts per session the impressions since the current browser session started', () => {
    const history = facts({ sessionStartedAt: NOW - 60 * S, impressions: [NOW - 120 * S, NOW - 30 * S] }).history;
    expect(impressionsIn(history, 'session', NOW)).toBe(1);
    expect(impressionsIn(history, 'day', NOW)).toBe(2);
  });

  it('keeps 1 per day: shown at 12:00 today, not again until 12:00 tomorrow', () => {
    const once = { maxImpressions: { times: 1, per: 'day' } } as const;
    const shown = recordImpression(facts().history, NOW);
    expect(check(once, facts(shown))).toBe('maxImpressions');
    expect(check(once, facts(shown, { now: NOW + 86_399 * S }))).toBe('maxImpressions');
    expect(check(once, facts(shown, { now: NOW + 86_401 * S }))).toBeNull();
  });

  it('forgets impressions older than a month when recording a new one', () => {
    const history = recordImpression(facts({ impressions: [NOW - 2_628_289 * S, NOW - 10 * S] }).history, NOW);
    expect(history.impressions).toEqual([NOW - 10 * S, NOW]);
  });
});

describe('popup display conditions', () => {
  it('from page view 2 on: not on the first page view, on the second', () => {
    const first = recordPageView(EMPTY_HISTORY, NOW, true);
    expect(check({ fromPageView: 2 }, facts(first))).toBe('fromPageView');
    const second = recordPageView(first, NOW + 5 * S, false);
    expect(second).toMatchObject({ pageViews: 2, sessions: 1, sessionStartedAt: NOW });
    expect(check({ fromPageView: 2 }, facts(second))).toBeNull();
  });

  it('from session 2 on: a new browser session counts one more', () => {
    const first = recordPageView(EMPTY_HISTORY, NOW, true);
    expect(check({ fromSession: 2 }, facts(first))).toBe('fromSession');
    expect(check({ fromSession: 2 }, facts(recordPageView(first, NOW + 86_400 * S, true)))).toBeNull();
  });

  it('arriving from a URL: the referrer starts with it, whatever the scheme', () => {
    const from = { arrivingFrom: { url: 'https://blog.example/recipes/' } };
    expect(check(from, facts({}, { referrer: 'http://blog.example/recipes/soup/' }))).toBeNull();
    expect(check(from, facts({}, { referrer: 'https://blog.example/about/' }))).toBe('arrivingFrom');
    expect(check(from, facts({}, { referrer: '' }))).toBe('arrivingFrom');
  });

  it('arriving from search engines: google and bing count, a blog or a typed-in visit does not', () => {
    const search = { arrivingFrom: 'searchEngines' } as const;
    expect(check(search, facts({}, { referrer: 'https://www.google.co.uk/' }))).toBeNull();
    expect(check(search, facts({}, { referrer: 'https://www.bing.com/search?q=mugs' }))).toBeNull();
    expect(check(search, facts({}, { referrer: 'https://blog.example/' }))).toBe('arrivingFrom');
    expect(check(search, facts({}, { referrer: '' }))).toBe('arrivingFrom');
  });

  it('hides from all logged-in shoppers, or only those with a listed role (spec section 6)', () => {
    const customer: PopupUser = { loggedIn: true, roles: ['customer'] };
    expect(check({ hideForLoggedIn: 'all' }, facts(), guest)).toBeNull();
    expect(check({ hideForLoggedIn: 'all' }, facts(), customer)).toBe('hideForLoggedIn');
    expect(check({ hideForLoggedIn: { roles: ['customer'] } }, facts(), customer)).toBe('hideForLoggedIn');
    expect(check({ hideForLoggedIn: { roles: ['wholesale'] } }, facts(), customer)).toBeNull();
  });

  it('shows only on the listed devices', () => {
    expect(check({ devices: ['mobile'] }, facts({}, { device: 'mobile' }))).toBeNull();
    expect(check({ devices: ['mobile', 'tablet'] }, facts({}, { device: 'desktop' }))).toBe('devices');
  });

  it('needs every condition: the demo popup on a second page view passes, logged in it does not', () => {
    const demo: PopupConditions = {
      maxImpressions: { times: 1, per: 'day' },
      hideForLoggedIn: 'all',
      fromPageView: 2,
    };
    expect(check(demo, facts({ pageViews: 2 }))).toBeNull();
    expect(check(demo, facts({ pageViews: 2 }), { loggedIn: true, roles: ['customer'] })).toBe('hideForLoggedIn');
  });
});

describe('popup setting', () => {
  it('is the demo newsletter popup by default, and none with POPUP=off', async () => {
    const { readConfig } = await import('../../server/config');
    expect(readConfig({}).shop.popup).toMatchObject({
      heading: 'Get 10% off your first order',
      triggers: { delaySeconds: 30, exitIntent: true, scrollPercent: 60 },
      conditions: { maxImpressions: { times: 1, per: 'day' }, hideForLoggedIn: 'all', fromPageView: 2 },
    });
    expect(readConfig({ POPUP: 'off' }).shop.popup).toBeNull();
  });
});
