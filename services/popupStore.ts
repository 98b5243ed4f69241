import {
  EMPTY_HISTORY,
  type PopupDevice,
  type PopupFacts,
  type PopupHistory,
  recordImpression,
  recordPageView,
} from '../domain/popupConditions';

/** Per-popup history, keyed by popup id, in localStorage: it outlives the session. */
export const POPUP_STORE_KEY = 'statefront_popups';
/** Marks the browser session in sessionStorage: its absence starts a new session. */
export const POPUP_SESSION_KEY = 'statefront_popup_session';

const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;

/**
 * The stored history of one popup, checked by hand rather than with zod: the popup's code
 * runs on every page that has one, and zod would double its chunk (docs/decisions/0285).
 */
function isHistory(v: unknown): v is PopupHistory {
  if (typeof v !== 'object' || v === null) return false;
  const h = v as Record<string, unknown>;
  return (
    isCount(h.pageViews) &&
    isCount(h.sessions) &&
    Number.isFinite(h.sessionStartedAt) &&
    Array.isArray(h.impressions) &&
    h.impressions.every(Number.isFinite) &&
    typeof h.dismissedForever === 'boolean'
  );
}

/** Unreadable or tampered storage starts afresh rather than breaking the page. */
function readAll(): Record<string, PopupHistory> {
  const raw = localStorage.getItem(POPUP_STORE_KEY);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const all = Object.entries(parsed as Record<string, unknown>);
    return all.every(([, h]) => isHistory(h)) ? Object.fromEntries(all as [string, PopupHistory][]) : {};
  } catch {
    return {};
  }
}

function update(popupId: string, change: (h: PopupHistory) => PopupHistory): PopupHistory {
  const all = readAll();
  const next = change(all[popupId] ?? EMPTY_HISTORY);
  localStorage.setItem(POPUP_STORE_KEY, JSON.stringify({ ...all, [popupId]: next }));
  return next;
}

/** Breakpoints of the demo theme: below 768 px mobile, below 1025 px tablet. */
function currentDevice(): PopupDevice {
  const width = window.innerWidth;
  if (width < 768) return 'mobile';
  if (width < 1025) return 'tablet';
  return 'desktop';
}

/** Counts this page view (and a new session), then gathers what the display conditions read. */
export function visitPopupPage(popupId: string, now = Date.now()): PopupFacts {
  const newSession = sessionStorage.getItem(POPUP_SESSION_KEY) === null;
  if (newSession) sessionStorage.setItem(POPUP_SESSION_KEY, String(now));
  const history = update(popupId, (h) => recordPageView(h, now, newSession));
  return { now, history, referrer: document.referrer, device: currentDevice() };
}

export function rememberImpression(popupId: string, now = Date.now()): void {
  update(popupId, (h) => recordImpression(h, now));
}

export function rememberDismissedForever(popupId: string): void {
  update(popupId, (h) => ({ ...h, dismissedForever: true }));
}

export function popupHistory(popupId: string): PopupHistory | undefined {
  return readAll()[popupId];
}
