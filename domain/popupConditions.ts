import { SEARCH_ENGINES } from './searchEngines';

/**
 * Popups: what opens one (triggers) and what may keep it
 * closed (display conditions). Pure: the clock, the history and the device come in as
 * facts, so every rule is testable with a fixed clock.
 */

/** Popup impression periods in seconds: "up to N times per day/week/month". */
export const POPUP_PERIOD_SECONDS = {
  day: 86_400,
  week: 604_800,
  month: 2_628_288,
} as const;

/** Each configured trigger; the first one to fire opens the popup. Absent: not armed. */
export interface PopupTriggers {
  /** Seconds after the page loads. */
  delaySeconds?: number;
  /** Percentage of the page scrolled. */
  scrollPercent?: number;
  /** A CSS selector: fires when that element scrolls into view. */
  scrollToElement?: string;
  /** Clicks anywhere on the page. */
  clicks?: number;
  /** Seconds without pointer, key or scroll activity. */
  inactivitySeconds?: number;
  /** The pointer leaves the window through its top edge. */
  exitIntent?: boolean;
}

export type PopupPeriod = 'session' | keyof typeof POPUP_PERIOD_SECONDS;
export type PopupDevice = 'desktop' | 'tablet' | 'mobile';

/** Every condition present must pass. */
export interface PopupConditions {
  /** Show from this page view on (1 = the first). */
  fromPageView?: number;
  /** Show from this browser session on (1 = the first). */
  fromSession?: number;
  /** Show up to `times` times per period. */
  maxImpressions?: { times: number; per: PopupPeriod };
  /** Only for shoppers arriving from this URL (referrer prefix) or from a search engine. */
  arrivingFrom?: { url: string } | 'searchEngines';
  /** Hide from logged-in shoppers: all of them, or those with one of these roles. */
  hideForLoggedIn?: 'all' | { roles: string[] };
  /** Only on these devices. */
  devices?: PopupDevice[];
}

export interface PopupConfig {
  /** Keys the shopper's history: a new id starts a fresh count. */
  id: string;
  heading: string;
  body: string;
  /** The popup offers the newsletter: its sign-up form is in the popup. */
  newsletter?: boolean;
  triggers: PopupTriggers;
  conditions: PopupConditions;
}

/** What the browser remembers of one popup (services/popupStore, localStorage). */
export interface PopupHistory {
  pageViews: number;
  sessions: number;
  /** When the current browser session started (ms); impressions since then count per session. */
  sessionStartedAt: number;
  /** When the popup was shown (ms), pruned to the longest period. */
  impressions: number[];
  dismissedForever: boolean;
}

export const EMPTY_HISTORY: PopupHistory = {
  pageViews: 0,
  sessions: 0,
  sessionStartedAt: 0,
  impressions: [],
  dismissedForever: false,
};

/** Everything the conditions read, gathered once per page view. */
export interface PopupFacts {
  now: number;
  history: PopupHistory;
  referrer: string;
  device: PopupDevice;
}

export interface PopupUser {
  loggedIn: boolean;
  roles: string[];
}

/** This page view, counted: a new browser session counts a session too. */
export function recordPageView(history: PopupHistory, now: number, newSession: boolean): PopupHistory {
  return {
    ...history,
    pageViews: history.pageViews + 1,
    sessions: newSession ? history.sessions + 1 : history.sessions,
    sessionStartedAt: newSession ? now : history.sessionStartedAt,
  };
}

export function recordImpression(history: PopupHistory, now: number): PopupHistory {
  const oldest = now - POPUP_PERIOD_SECONDS.month * 1000;
  return { ...history, impressions: [...history.impressions.filter((t) => t > oldest), now] };
}

/** Impressions within the period that ends now. */
export function impressionsIn(history: PopupHistory, per: PopupPeriod, now: number): number {
  const since = per === 'session' ? history.sessionStartedAt : now - POPUP_PERIOD_SECONDS[per] * 1000;
  return history.impressions.filter((t) => t >= since && t <= now).length;
}

function arrivedFrom(referrer: string, from: NonNullable<PopupConditions['arrivingFrom']>): boolean {
  let ref: URL;
  try {
    ref = new URL(referrer);
  } catch {
    return false;
  }
  if (from === 'searchEngines') {
    const host = ref.hostname.toLowerCase().replace(/\.$/, '');
    return SEARCH_ENGINES.some((engine) => engine.matches(host));
  }
  // Compared without the scheme, so http and https links from the same page both count.
  const strip = (u: string) => u.replace(/^https?:\/\//i, '').toLowerCase();
  return strip(ref.href).startsWith(strip(from.url));
}

export type ConditionName = keyof PopupConditions;

/** The first condition that keeps the popup closed, or null when all pass. */
export function failingCondition(
  conditions: PopupConditions,
  facts: PopupFacts,
  user: PopupUser,
): ConditionName | null {
  const { history } = facts;
  if (conditions.fromPageView !== undefined && history.pageViews < conditions.fromPageView) return 'fromPageView';
  if (conditions.fromSession !== undefined && history.sessions < conditions.fromSession) return 'fromSession';
  const max = conditions.maxImpressions;
  if (max && impressionsIn(history, max.per, facts.now) >= max.times) return 'maxImpressions';
  if (conditions.arrivingFrom && !arrivedFrom(facts.referrer, conditions.arrivingFrom)) return 'arrivingFrom';
  const hide = conditions.hideForLoggedIn;
  if (hide && user.loggedIn && (hide === 'all' || user.roles.some((r) => hide.roles.includes(r)))) {
    return 'hideForLoggedIn';
  }
  if (conditions.devices && !conditions.devices.includes(facts.device)) return 'devices';
  return null;
}

/**
 * Whether the popup can still open on this page view, the facts gathered: not after 'do not
 * show again', and only when every display condition passes (the popup machine's own rule,
 * read before its code is fetched: docs/decisions/0307).
 */
export function mayShowOnThisView(conditions: PopupConditions, facts: PopupFacts, user: PopupUser): boolean {
  return !facts.history.dismissedForever && failingCondition(conditions, facts, user) === null;
}
