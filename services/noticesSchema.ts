import type { Notice } from '../domain/notice';

/** What a `statefront:notices` event carries (services/notices.ts). */
export interface ShowNoticesDetail {
  notices: Notice[];
  scroll?: boolean | undefined;
}

const KINDS: readonly string[] = ['success', 'error', 'info'];
const SAFE_HREF = /^(\/(?!\/)|https?:\/\/)/;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** One notice, rebuilt from what it must carry (nothing else passes); undefined when malformed. */
function readNotice(v: unknown): Notice | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const { kind, text, link } = v as Record<string, unknown>;
  if (typeof kind !== 'string' || !KINDS.includes(kind) || !isText(text)) return undefined;
  if (link === undefined) return { kind: kind as Notice['kind'], text };
  if (typeof link !== 'object' || link === null) return undefined;
  const { href, label } = link as Record<string, unknown>;
  if (typeof href !== 'string' || !SAFE_HREF.test(href) || !isText(label)) return undefined;
  return { kind: kind as Notice['kind'], text, link: { href, label } };
}

/**
 * What a `statefront:notices` event must carry (services/notices.ts): at least one
 * well-formed notice, links only to a path or an http(s) URL. Checked by hand rather than
 * with zod, which would load on every page for it (docs/decisions/0285).
 */
export function readShowNoticesDetail(detail: unknown): ShowNoticesDetail | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { notices, scroll } = detail as Record<string, unknown>;
  if (!Array.isArray(notices) || notices.length === 0) return undefined;
  if (scroll !== undefined && typeof scroll !== 'boolean') return undefined;
  const read = notices.map(readNotice);
  if (read.some((n) => n === undefined)) return undefined;
  return { notices: read as Notice[], ...(scroll === undefined ? {} : { scroll }) };
}
