import { clipUrl, clipValue, parsePairs, serializePairs } from './cookieFormat';
import {
  type ClassifierInput,
  fitRecord,
  NONE,
  TRAFFIC_TYPES,
  type TrafficRecord,
  type TrafficSource,
} from './trafficRules';

/**
 * The visit records (the sbjs_* cookies) and the rules that
 * update them on each page view. Pure: the tracking service reads and writes the
 * cookies; these functions decide what they hold.
 */

/** Extra data of a visit (sbjs_current_add, sbjs_first_add). */
export interface VisitExtra {
  /** When the visit's source was recorded, "YYYY-MM-DD HH:MM:SS" at offset 0. */
  fireDate: string;
  /** The entrance point: the URL the visit landed on. */
  entrance: string;
  referrer: string;
}

/** The running session (sbjs_session). */
export interface VisitSession {
  pagesSeen: number;
  currentPage: string;
}

/** About the visitor (sbjs_udata). The IP is never known in the browser. */
export interface VisitorData {
  visits: number;
  ip: string;
  agent: string;
}

/** Everything the cookies hold, as read; null where a cookie is missing or unreadable. */
export interface VisitStore {
  current: TrafficRecord | null;
  first: TrafficRecord | null;
  currentAdd: VisitExtra | null;
  firstAdd: VisitExtra | null;
  session: VisitSession | null;
  udata: VisitorData | null;
  promo: string | null;
}

export const EMPTY_STORE: VisitStore = {
  current: null,
  first: null,
  currentAdd: null,
  firstAdd: null,
  session: null,
  udata: null,
  promo: null,
};

/** What the tracking service gathers on a page view. */
export interface VisitFacts {
  /** Milliseconds since the epoch. */
  now: number;
  url: string;
  referrer: string;
  siteHost: string;
  userAgent: string;
  /** A number in [0, 1) for the promo code; the service passes Math.random(). */
  random: number;
  store: VisitStore;
}

export interface VisitSettings {
  /** Configuration allows tracking; when it does not, the cookies are deleted. */
  allowTracking: boolean;
  /** Cookie lifetime in months of 30 days. */
  lifetimeMonths: number;
  /** A session ends after this many minutes without a page view. */
  sessionMinutes: number;
  /** Give each visitor a promo code (sbjs_promo). */
  promoCode: boolean;
}

/** The records after a page view: what gets written back. */
export interface VisitRecords {
  current: TrafficRecord;
  first: TrafficRecord;
  currentAdd: VisitExtra;
  firstAdd: VisitExtra;
  session: VisitSession;
  udata: VisitorData;
  promo: string | null;
}

export const COOKIES = {
  current: 'sbjs_current',
  first: 'sbjs_first',
  currentAdd: 'sbjs_current_add',
  firstAdd: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
  migrations: 'sbjs_migrations',
} as const;

/** Every tracking cookie: what is deleted when tracking is turned off. */
export const TRACKING_COOKIES: readonly string[] = Object.values(COOKIES);

export const PROMO_RANGE = { min: 100_000, max: 999_999 } as const;
export const DAY_MS = 86_400_000;
/** The marker that the cookies hold URL-encoded values (this module's format). */
export const MIGRATION_MARKER = 'statefront=1';

const TRAFFIC_KEYS = {
  type: 'typ',
  source: 'src',
  medium: 'mdm',
  campaign: 'cmp',
  content: 'cnt',
  term: 'trm',
  id: 'id',
  platform: 'plt',
  format: 'fmt',
  tactic: 'tct',
} as const;

/** A cookie the service writes: name, serialized value, expiry in epoch milliseconds. */
export interface CookieWrite {
  name: string;
  value: string;
  expires: number;
}

// ---- reading -----------------------------------------------------------------------

function readTraffic(raw: string | undefined): TrafficRecord | null {
  const p = parsePairs(raw);
  const type = TRAFFIC_TYPES.find((t) => t === p.typ);
  if (!type) return null;
  // A missing field is (none); an empty one (a campaign parameter left blank) stays empty.
  return fitRecord(type, {
    source: p.src,
    medium: p.mdm,
    campaign: p.cmp,
    content: p.cnt,
    term: p.trm,
    id: p.id,
    platform: p.plt,
    format: p.fmt,
    tactic: p.tct,
  });
}

function readExtra(raw: string | undefined): VisitExtra | null {
  const p = parsePairs(raw);
  if (!p.fd) return null;
  return { fireDate: clipValue(p.fd), entrance: clipUrl(p.ep ?? ''), referrer: clipUrl(p.rf ?? NONE) };
}

const count = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

function readSession(raw: string | undefined): VisitSession | null {
  const p = parsePairs(raw);
  const pagesSeen = count(p.pgs);
  return pagesSeen === null ? null : { pagesSeen, currentPage: clipUrl(p.cpg ?? '') };
}

function readVisitor(raw: string | undefined): VisitorData | null {
  const p = parsePairs(raw);
  const visits = count(p.vst);
  return visits === null ? null : { visits, ip: clipValue(p.uip ?? NONE), agent: clipValue(p.uag ?? '') };
}

function readPromo(raw: string | undefined): string | null {
  const code = parsePairs(raw).code;
  return code && /^\d{6}$/.test(code) ? code : null;
}

/** The records in the cookies, by cookie name; unreadable cookies read as missing. */
export function readStore(cookies: Readonly<Record<string, string | undefined>>): VisitStore {
  return {
    current: readTraffic(cookies[COOKIES.current]),
    first: readTraffic(cookies[COOKIES.first]),
    currentAdd: readExtra(cookies[COOKIES.currentAdd]),
    firstAdd: readExtra(cookies[COOKIES.firstAdd]),
    session: readSession(cookies[COOKIES.session]),
    udata: readVisitor(cookies[COOKIES.udata]),
    promo: readPromo(cookies[COOKIES.promo]),
  };
}

// ---- deciding ----------------------------------------------------------------------

/** What the classifier needs from a page view's facts. */
export function classifierInput(facts: VisitFacts): ClassifierInput {
  return {
    url: facts.url,
    referrer: facts.referrer,
    siteHost: facts.siteHost,
    sessionActive: facts.store.session !== null,
    existing: facts.store.current,
  };
}

/** "YYYY-MM-DD HH:MM:SS" at timezone offset 0. */
export function fireDate(now: number): string {
  return new Date(now).toISOString().slice(0, 19).replace('T', ' ');
}

/** A promo code in PROMO_RANGE from a number in [0, 1). */
export function promoCode(random: number): string {
  const span = PROMO_RANGE.max - PROMO_RANGE.min + 1;
  const r = Math.min(Math.max(random, 0), 1 - Number.EPSILON);
  return String(PROMO_RANGE.min + Math.floor(r * span));
}

/**
 * The records after this page view. A newly decided source starts a new current
 * record with fresh extra data; the first-visit record is set once and never
 * overwritten; visits grows by one when a session starts; pages_seen by one per view.
 */
export function nextVisit(facts: VisitFacts, decided: TrafficSource, settings: VisitSettings): VisitRecords {
  const { store } = facts;
  const fresh = decided.rule !== 'kept' || store.currentAdd === null;
  const currentAdd: VisitExtra = fresh
    ? { fireDate: fireDate(facts.now), entrance: clipUrl(facts.url), referrer: clipUrl(facts.referrer || NONE) }
    : (store.currentAdd as VisitExtra);
  const newSession = store.session === null;
  return {
    current: decided.record,
    first: store.first ?? decided.record,
    currentAdd,
    firstAdd: store.firstAdd ?? currentAdd,
    session: { pagesSeen: (store.session?.pagesSeen ?? 0) + 1, currentPage: clipUrl(facts.url) },
    udata: {
      visits: (store.udata?.visits ?? 0) + (newSession || store.udata === null ? 1 : 0),
      ip: NONE,
      agent: clipValue(facts.userAgent),
    },
    promo: store.promo ?? (settings.promoCode ? promoCode(facts.random) : null),
  };
}

// ---- writing -----------------------------------------------------------------------

function trafficPairs(r: TrafficRecord): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const [field, key] of Object.entries(TRAFFIC_KEYS)) pairs[key] = r[field as keyof TrafficRecord];
  return pairs;
}

const extraPairs = (e: VisitExtra) => ({ fd: e.fireDate, ep: e.entrance, rf: e.referrer });

/**
 * The cookies to write for these records: lifetime months of 30 days, the session
 * cookie minutes. The first-visit cookies are written only when they were missing
 * from `before`, so nothing ever overwrites them (nor extends their lifetime).
 */
export function cookieWrites(
  records: VisitRecords,
  before: VisitStore,
  now: number,
  settings: VisitSettings,
): CookieWrite[] {
  const lasting = now + settings.lifetimeMonths * 30 * DAY_MS;
  const session = now + settings.sessionMinutes * 60_000;
  const writes: CookieWrite[] = [
    { name: COOKIES.migrations, value: MIGRATION_MARKER, expires: lasting },
    { name: COOKIES.current, value: serializePairs(trafficPairs(records.current)), expires: lasting },
    { name: COOKIES.currentAdd, value: serializePairs(extraPairs(records.currentAdd)), expires: lasting },
    {
      name: COOKIES.udata,
      value: serializePairs({ vst: String(records.udata.visits), uip: records.udata.ip, uag: records.udata.agent }),
      expires: lasting,
    },
    {
      name: COOKIES.session,
      value: serializePairs({ pgs: String(records.session.pagesSeen), cpg: records.session.currentPage }),
      expires: session,
    },
  ];
  if (before.first === null)
    writes.push({ name: COOKIES.first, value: serializePairs(trafficPairs(records.first)), expires: lasting });
  if (before.firstAdd === null)
    writes.push({ name: COOKIES.firstAdd, value: serializePairs(extraPairs(records.firstAdd)), expires: lasting });
  if (records.promo !== null)
    writes.push({ name: COOKIES.promo, value: serializePairs({ code: records.promo }), expires: lasting });
  return writes;
}
