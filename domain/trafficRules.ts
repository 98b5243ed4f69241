import { clipValue, MAX_ENCODED_VALUE } from './cookieFormat';
import { searchEngineOf } from './searchEngines';

/**
 * The traffic-type rules, as pure functions of plain data: the
 * classifier machine's guards and the records its outcomes produce.
 */
export type TrafficType = 'utm' | 'organic' | 'referral' | 'typein';
export const TRAFFIC_TYPES: readonly TrafficType[] = ['utm', 'organic', 'referral', 'typein'];

/** One visit's source: what sbjs_current and sbjs_first hold. */
export interface TrafficRecord {
  type: TrafficType;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  id: string;
  platform: string;
  format: string;
  tactic: string;
}

/** What the classifier decides from: plain data the tracking service gathers. */
export interface ClassifierInput {
  /** The page's full URL, query included. */
  url: string;
  /** document.referrer; empty when there is none. */
  referrer: string;
  /** This site's host name: a referrer from it is internal. */
  siteHost: string;
  /** A tracking session is running (sbjs_session present). */
  sessionActive: boolean;
  /** The current-visit record already kept, if any. */
  existing: TrafficRecord | null;
}

/** Which rule decided, and the record it gives ('kept' returns the existing one). */
export type TrafficRule = TrafficType | 'kept';
export interface TrafficSource {
  rule: TrafficRule;
  record: TrafficRecord;
}

export const NONE = '(none)';
export const DIRECT = '(direct)';

/** Campaign URL parameters, by the record field they fill. */
export const CAMPAIGN_PARAMS = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  content: 'utm_content',
  term: 'utm_term',
  id: 'utm_id',
  platform: 'utm_source_platform',
  format: 'utm_creative_format',
  tactic: 'utm_marketing_tactic',
} as const;

/** Paid-click ids that ad networks append, and the source each stands for. */
export const PAID_CLICK_IDS: Readonly<Record<string, string>> = {
  gclid: 'google',
  gbraid: 'google',
  wbraid: 'google',
  dclid: 'google',
  yclid: 'yandex',
  msclkid: 'bing',
};

function queryOf(url: string): URLSearchParams {
  try {
    return new URL(url).searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** The referrer's host, lower-case; undefined when there is no usable http(s) referrer. */
export function referrerHost(referrer: string): string | undefined {
  try {
    const u = new URL(referrer);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.hostname.toLowerCase().replace(/\.$/, '') : undefined;
  } catch {
    return undefined;
  }
}

const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The external referrer's host; undefined when there is none or it is this site. */
function externalHost(input: Pick<ClassifierInput, 'referrer' | 'siteHost'>): string | undefined {
  const host = referrerHost(input.referrer);
  return host && bare(host) !== bare(input.siteHost) ? host : undefined;
}

function paidClick(query: URLSearchParams): string | undefined {
  return Object.keys(PAID_CLICK_IDS).find((name) => query.get(name));
}

/**
 * Rule 1: any campaign parameter (utm_*), even present with no value (a link template
 * whose fields were left blank is still a campaign link), or a paid-click id with a value.
 */
export function hasCampaign(input: Pick<ClassifierInput, 'url'>): boolean {
  const query = queryOf(input.url);
  for (const name of query.keys()) if (name.startsWith('utm_')) return true;
  return paidClick(query) !== undefined;
}

/** Rule 2: the referrer is a known search engine. */
export function fromSearchEngine(input: Pick<ClassifierInput, 'referrer' | 'siteHost'>): boolean {
  const host = externalHost(input);
  return host !== undefined && searchEngineOf(host) !== undefined;
}

/** Rule 3: another site referred the visitor, and no session is running. */
export function isReferral(input: Pick<ClassifierInput, 'referrer' | 'siteHost' | 'sessionActive'>): boolean {
  return !input.sessionActive && externalHost(input) !== undefined;
}

/** Rule 4: a record is already kept. */
export function hasExisting(input: Pick<ClassifierInput, 'existing'>): boolean {
  return input.existing !== null;
}

/**
 * Most encoded characters one record's fields may hold together: each field keeps up to
 * MAX_ENCODED_VALUE, and the fields in record order share this, so the current and
 * first-visit cookies stay under about 700 characters each even for a link built to be
 * huge. Real campaigns use a fraction of it.
 */
export const MAX_ENCODED_RECORD = 600;

const RECORD_FIELDS = [
  'source',
  'medium',
  'campaign',
  'content',
  'term',
  'id',
  'platform',
  'format',
  'tactic',
] as const satisfies readonly (keyof TrafficRecord)[];

/** The record within the size limits: missing fields (undefined) are (none), empty ones stay empty. */
export function fitRecord(type: TrafficType, fields: Partial<Omit<TrafficRecord, 'type'>>): TrafficRecord {
  const fitted = { type } as TrafficRecord;
  let left = MAX_ENCODED_RECORD;
  for (const field of RECORD_FIELDS) {
    const value = clipValue(fields[field] ?? NONE, Math.min(MAX_ENCODED_VALUE, left));
    left -= encodeURIComponent(value).length;
    fitted[field] = value;
  }
  return fitted;
}

/**
 * A campaign visit, recorded as sourcebuster.js records it: a parameter present on the
 * link keeps its value even when empty, and a paid click's network stands in for missing
 * source, medium and campaign; the id and the three newer fields are (none) when empty.
 */
export function campaignRecord(input: Pick<ClassifierInput, 'url'>): TrafficRecord {
  const query = queryOf(input.url);
  const given = (field: keyof typeof CAMPAIGN_PARAMS) => query.get(CAMPAIGN_PARAMS[field]) ?? undefined;
  const filled = (field: keyof typeof CAMPAIGN_PARAMS) => given(field) || undefined;
  const click = paidClick(query);
  const network = click ? PAID_CLICK_IDS[click] : undefined;
  return fitRecord('utm', {
    source: given('source') ?? network,
    medium: given('medium') ?? (network ? 'cpc' : undefined),
    campaign: given('campaign') ?? (network ? `${network}_cpc` : undefined),
    content: given('content'),
    term: given('term'),
    id: filled('id'),
    platform: filled('platform'),
    format: filled('format'),
    tactic: filled('tactic'),
  });
}

export function organicRecord(input: Pick<ClassifierInput, 'referrer'>): TrafficRecord {
  return fitRecord('organic', { source: searchEngineOf(referrerHost(input.referrer) ?? ''), medium: 'organic' });
}

export function referralRecord(input: Pick<ClassifierInput, 'referrer'>): TrafficRecord {
  const host = referrerHost(input.referrer);
  return fitRecord('referral', {
    source: host && bare(host),
    medium: 'referral',
    content: host && new URL(input.referrer).pathname,
  });
}

export function typeinRecord(): TrafficRecord {
  return fitRecord('typein', { source: DIRECT, medium: NONE });
}
