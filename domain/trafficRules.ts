import { clipValue } from './cookieFormat';
import { searchEngineOf } from './searchEngines';

/**
 * The traffic-type rules of spec section 4, as pure functions of plain data: the
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

/** Rule 1: any campaign parameter (utm_*) or paid-click id with a value. */
export function hasCampaign(input: Pick<ClassifierInput, 'url'>): boolean {
  const query = queryOf(input.url);
  for (const [name, value] of query) if (name.startsWith('utm_') && value) return true;
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

function record(type: TrafficType, fields: Partial<Omit<TrafficRecord, 'type'>>): TrafficRecord {
  const value = (v: string | undefined) => clipValue(v || NONE);
  return {
    type,
    source: value(fields.source),
    medium: value(fields.medium),
    campaign: value(fields.campaign),
    content: value(fields.content),
    term: value(fields.term),
    id: value(fields.id),
    platform: value(fields.platform),
    format: value(fields.format),
    tactic: value(fields.tactic),
  };
}

/** A campaign visit: the utm_* values, with a paid click's network standing in for missing ones. */
export function campaignRecord(input: Pick<ClassifierInput, 'url'>): TrafficRecord {
  const query = queryOf(input.url);
  const get = (field: keyof typeof CAMPAIGN_PARAMS) => query.get(CAMPAIGN_PARAMS[field]) ?? undefined;
  const click = paidClick(query);
  const network = click ? PAID_CLICK_IDS[click] : undefined;
  return record('utm', {
    source: get('source') || network,
    medium: get('medium') || (network ? 'cpc' : undefined),
    campaign: get('campaign') || (network ? `${network}_cpc` : undefined),
    content: get('content'),
    term: get('term'),
    id: get('id'),
    platform: get('platform'),
    format: get('format'),
    tactic: get('tactic'),
  });
}

export function organicRecord(input: Pick<ClassifierInput, 'referrer'>): TrafficRecord {
  return record('organic', { source: searchEngineOf(referrerHost(input.referrer) ?? ''), medium: 'organic' });
}

export function referralRecord(input: Pick<ClassifierInput, 'referrer'>): TrafficRecord {
  const host = referrerHost(input.referrer);
  return record('referral', {
    source: host && bare(host),
    medium: 'referral',
    content: host && new URL(input.referrer).pathname,
  });
}

export function typeinRecord(): TrafficRecord {
  return record('typein', { source: DIRECT, medium: NONE });
}
