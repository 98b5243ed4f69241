import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { attributionValues } from '../../domain/attributionFields';
import { parsePairs, serializePairs } from '../../domain/cookieFormat';
import type { TrafficRecord, TrafficSource } from '../../domain/trafficRules';
import {
  COOKIES,
  type CookieWrite,
  cookieWrites,
  DAY_MS,
  EMPTY_STORE,
  nextVisit,
  PROMO_RANGE,
  promoCode,
  readStore,
  TRACKING_COOKIES,
  type VisitFacts,
  type VisitSettings,
  type VisitStore,
} from '../../domain/visitRecords';
import { visitTrackingMachine } from '../../machines/visitTracking';

const NOW = Date.UTC(2026, 10, 2, 9, 30, 15);
const settings: VisitSettings = { allowTracking: true, lifetimeMonths: 6, sessionMinutes: 30, promoCode: false };

const none = {
  campaign: '(none)',
  content: '(none)',
  term: '(none)',
  id: '(none)',
  platform: '(none)',
  format: '(none)',
  tactic: '(none)',
};
const typein: TrafficRecord = { type: 'typein', source: '(direct)', medium: '(none)', ...none };
const newsletter: TrafficRecord = { type: 'utm', source: 'newsletter', medium: 'email', ...none, campaign: 'winter' };

function facts(store: Partial<VisitStore> = {}, over: Partial<VisitFacts> = {}): VisitFacts {
  return {
    now: NOW,
    url: 'https://shop.test/shop/',
    referrer: '',
    siteHost: 'shop.test',
    userAgent: 'TestAgent/1.0',
    random: 0,
    store: { ...EMPTY_STORE, ...store },
    ...over,
  };
}

/** One page view against a cookie jar: reads it, decides, writes the cookies back. */
function pageView(jar: Record<string, string>, decided: TrafficSource, over: Partial<VisitFacts> = {}) {
  const f = facts(readStore(jar), over);
  const records = nextVisit(f, decided, settings);
  for (const w of cookieWrites(records, f.store, f.now, settings)) jar[w.name] = w.value;
  return records;
}

const byName = (writes: CookieWrite[]) => Object.fromEntries(writes.map((w) => [w.name, w]));

describe('cookie value format', () => {
  it('joins key=value pairs with |||, encoding values so a ||| or = inside cannot corrupt them', () => {
    const raw = serializePairs({ typ: 'utm', cmp: 'a|||b=c', src: 'news letter' });
    expect(raw).toBe('typ=utm|||cmp=a%7C%7C%7Cb%3Dc|||src=news%20letter');
    expect(parsePairs(raw)).toEqual({ typ: 'utm', cmp: 'a|||b=c', src: 'news letter' });
  });

  it('caps each value at 200 encoded characters, whole characters only, so a cookie never grows past a few kilobytes', () => {
    const raw = serializePairs({ cmp: 'x'.repeat(5000), src: 'é'.repeat(5000), typ: 'y'.repeat(200) });
    // 'é' encodes to six characters: 33 of them fit in 200, a 34th would not.
    expect(raw).toBe(`cmp=${'x'.repeat(200)}|||src=${'%C3%A9'.repeat(33)}|||typ=${'y'.repeat(200)}`);
    expect(parsePairs(raw).src).toBe('é'.repeat(33));
  });

  it('reads cookies written without encoding, and ignores unreadable ones', () => {
    expect(parsePairs('typ=organic|||src=google|||cnt=100%')).toMatchObject({ src: 'google', cnt: '100%' });
    expect(readStore({ sbjs_current: 'typ=nonsense|||src=x', sbjs_session: 'pgs=lots' })).toEqual(EMPTY_STORE);
  });
});

describe('visit records (how each page view updates the stored visit)', () => {
  it('a first visit records current and first alike, one visit, one page, fire date at offset 0', () => {
    const records = nextVisit(facts(), { rule: 'typein', record: typein }, settings);
    expect(records.current).toEqual(typein);
    expect(records.first).toEqual(typein);
    expect(records.currentAdd).toEqual({
      fireDate: '2026-11-02 09:30:15',
      entrance: 'https://shop.test/shop/',
      referrer: '(none)',
    });
    expect(records.firstAdd).toEqual(records.currentAdd);
    expect(records.session).toEqual({ pagesSeen: 1, currentPage: 'https://shop.test/shop/' });
    expect(records.udata).toEqual({ visits: 1, ip: '(none)', agent: 'TestAgent/1.0' });
  });

  it('the first-visit record is set once and never overwritten by a later source', () => {
    const jar: Record<string, string> = {};
    pageView(jar, { rule: 'typein', record: typein });
    const firstCookie = jar[COOKIES.first];
    const later = { now: NOW + 40 * DAY_MS, url: 'https://shop.test/?utm_source=newsletter' };
    const records = pageView(jar, { rule: 'utm', record: newsletter }, later);
    expect(records.current).toEqual(newsletter);
    expect(records.first).toEqual(typein);
    expect(records.currentAdd.fireDate).toBe('2026-12-12 09:30:15');
    expect(records.firstAdd.fireDate).toBe('2026-11-02 09:30:15');
    expect(jar[COOKIES.first]).toBe(firstCookie);
    expect(readStore(jar).first).toEqual(typein);
    expect(readStore(jar).current).toEqual(newsletter);
  });

  it('visits grows by one when a new session starts, not on further pages of a session', () => {
    const jar: Record<string, string> = {};
    expect(pageView(jar, { rule: 'typein', record: typein }).udata.visits).toBe(1);
    pageView(jar, { rule: 'kept', record: typein });
    const third = pageView(jar, { rule: 'kept', record: typein });
    expect(third.udata.visits).toBe(1);
    expect(third.session.pagesSeen).toBe(3);
    // The session cookie expired (30 minutes without a page view): a new session begins.
    delete jar[COOKIES.session];
    const next = pageView(jar, { rule: 'kept', record: typein });
    expect(next.udata.visits).toBe(2);
    expect(next.session.pagesSeen).toBe(1);
    expect(readStore(jar).udata?.visits).toBe(2);
  });

  it('pages_seen grows by one on each page view and current_page follows the page', () => {
    const jar: Record<string, string> = {};
    pageView(jar, { rule: 'typein', record: typein });
    const records = pageView(jar, { rule: 'kept', record: typein }, { url: 'https://shop.test/cart/' });
    expect(records.session).toEqual({ pagesSeen: 2, currentPage: 'https://shop.test/cart/' });
  });

  it('a kept source keeps its entrance data; a new one records where it landed', () => {
    const jar: Record<string, string> = {};
    pageView(jar, { rule: 'typein', record: typein }, { url: 'https://shop.test/a/' });
    const store = readStore(jar);
    const kept = nextVisit(
      facts(store, { url: 'https://shop.test/b/', now: NOW + 60_000 }),
      { rule: 'kept', record: typein },
      settings,
    );
    expect(kept.currentAdd).toEqual(store.currentAdd);
    const fresh = nextVisit(
      facts(store, { url: 'https://shop.test/c/', referrer: 'https://www.google.com/' }),
      {
        rule: 'organic',
        record: { ...typein, type: 'organic', source: 'google', medium: 'organic' },
      },
      settings,
    );
    expect(fresh.currentAdd).toMatchObject({ entrance: 'https://shop.test/c/', referrer: 'https://www.google.com/' });
  });

  it('cookies last 6 months of 30 days; the session cookie 30 minutes from this page view', () => {
    const written = byName(
      cookieWrites(nextVisit(facts(), { rule: 'typein', record: typein }, settings), EMPTY_STORE, NOW, settings),
    );
    for (const name of [
      COOKIES.current,
      COOKIES.first,
      COOKIES.currentAdd,
      COOKIES.firstAdd,
      COOKIES.udata,
      COOKIES.migrations,
    ]) {
      expect(written[name]?.expires, name).toBe(NOW + 180 * DAY_MS);
    }
    expect(written[COOKIES.session]?.expires).toBe(NOW + 30 * 60_000);
    const longer = { ...settings, lifetimeMonths: 12, sessionMinutes: 45 };
    const custom = byName(
      cookieWrites(nextVisit(facts(), { rule: 'typein', record: typein }, longer), EMPTY_STORE, NOW, longer),
    );
    expect(custom[COOKIES.current]?.expires).toBe(NOW + 360 * DAY_MS);
    expect(custom[COOKIES.session]?.expires).toBe(NOW + 45 * 60_000);
  });

  it('promo codes are six digits from 100000 to 999999, given once and kept', () => {
    expect(promoCode(0)).toBe(String(PROMO_RANGE.min));
    expect(promoCode(0.999999999)).toBe(String(PROMO_RANGE.max));
    expect(promoCode(0.5)).toBe('550000');
    const on = { ...settings, promoCode: true };
    expect(nextVisit(facts({}, { random: 0.25 }), { rule: 'typein', record: typein }, on).promo).toBe('325000');
    expect(nextVisit(facts({ promo: '123456' }, { random: 0.25 }), { rule: 'typein', record: typein }, on).promo).toBe(
      '123456',
    );
    expect(nextVisit(facts(), { rule: 'typein', record: typein }, settings).promo).toBeNull();
  });

  it('fills the checkout fields from the current visit, its session and the visit count', () => {
    const values = attributionValues(
      nextVisit(
        facts({}, { url: 'https://shop.test/?utm_source=newsletter', referrer: 'https://mail.example/' }),
        { rule: 'utm', record: newsletter },
        settings,
      ),
    );
    expect(values).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter',
      referrer: 'https://mail.example/',
      session_entry: 'https://shop.test/?utm_source=newsletter',
      session_start_time: '2026-11-02 09:30:15',
      session_pages: '1',
      session_count: '1',
      user_agent: 'TestAgent/1.0',
    });
  });
});

describe('visit tracking machine with its effects provided', () => {
  function run(allowTracking: boolean) {
    const log: string[] = [];
    let writes: CookieWrite[] = [];
    const machine = visitTrackingMachine.provide({
      actors: { readVisit: fromPromise(async () => facts({}, { url: 'https://shop.test/?gclid=1' })) },
      actions: {
        writeCookies: (_, params) => {
          writes = params.writes;
          log.push('write');
        },
        deleteCookies: () => log.push('delete'),
      },
    });
    const actor = createActor(machine, { input: { settings: { ...settings, allowTracking } } }).start();
    return { actor, log, writes: () => writes };
  }

  it('when tracking is allowed, reads, classifies and writes the records once', async () => {
    const { actor, log, writes } = run(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('recorded');
    expect(log).toEqual(['write']);
    expect(byName(writes())[COOKIES.current]?.value).toMatch(/^typ=utm\|\|\|src=google\|\|\|mdm=cpc/);
    expect(actor.getSnapshot().context.values).toMatchObject({ source_type: 'utm', utm_source: 'google' });
  });

  it('when tracking is turned off, deletes the tracking cookies and records nothing', async () => {
    const { actor, log } = run(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('disabled');
    expect(log).toEqual(['delete']);
    expect(actor.getSnapshot().context.values).toBeNull();
    expect(TRACKING_COOKIES).toHaveLength(8);
  });
});
