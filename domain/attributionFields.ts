import type { VisitRecords } from './visitRecords';

/**
 * The checkout's order-attribution fields (spec sections 3 and 7): hidden inputs named
 * `{prefix}{field}`, filled from the visit records in the browser. The server reads the
 * same names, so this list is the one contract between the two.
 */
export const ATTRIBUTION_PREFIX = 'statefront_order_attribution_';

export const ATTRIBUTION_FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type AttributionValues = Record<AttributionField, string>;

/** What the fields carry: the current visit, its extra data, the session and visitor counts. */
export function attributionValues(r: VisitRecords): AttributionValues {
  return {
    source_type: r.current.type,
    referrer: r.currentAdd.referrer,
    utm_campaign: r.current.campaign,
    utm_source: r.current.source,
    utm_medium: r.current.medium,
    utm_content: r.current.content,
    utm_id: r.current.id,
    utm_term: r.current.term,
    utm_source_platform: r.current.platform,
    utm_creative_format: r.current.format,
    utm_marketing_tactic: r.current.tactic,
    session_entry: r.currentAdd.entrance,
    session_start_time: r.currentAdd.fireDate,
    session_pages: String(r.session.pagesSeen),
    session_count: String(r.udata.visits),
    user_agent: r.udata.agent,
  };
}
