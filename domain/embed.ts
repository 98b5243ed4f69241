/**
 * Social embeds (docs/decisions/0274): which sites a social-embed widget may frame, and
 * what its placeholder and frame say. Nothing here touches the network or the page.
 */

/** The shop's own origin in EMBED_ORIGINS and in the CSP, as CSP spells it. */
export const SELF_ORIGIN = "'self'";

/** What an embed's frame may do: run its player, open its own site in a new tab, go full screen. */
export const EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** EMBED_ORIGINS read: comma-separated `'self'` or origins such as https://www.youtube-nocookie.com. */
export function parseEmbedOrigins(value: string): { origins: string[]; problem?: string } {
  const origins: string[] = [];
  for (const part of value.split(',')) {
    const item = part.trim();
    if (item === '') continue;
    if (item === SELF_ORIGIN || item === 'self') {
      origins.push(SELF_ORIGIN);
      continue;
    }
    let origin: string | undefined;
    try {
      const url = new URL(item);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === item.replace(/\/$/, '')) {
        origin = url.origin;
      }
    } catch {}
    if (!origin) {
      const shown = item.slice(0, 60);
      return {
        origins: [],
        problem: `EMBED_ORIGINS must be comma-separated origins like 'self',https://www.youtube-nocookie.com (scheme and host, no path), not "${shown}"`,
      };
    }
    origins.push(origin);
  }
  return { origins: [...new Set(origins)] };
}

/**
 * The origin an embed's URL frames, read against the shop's (a path like /media/embed/demo/
 * is the shop's own); undefined when it is not an http(s) URL.
 */
export function embedOrigin(url: string, shopOrigin: string): string | undefined {
  try {
    const parsed = new URL(url, shopOrigin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `url` may be framed: its origin is listed, or it is the shop's own and 'self' is. */
export function embedAllowed(url: string, origins: readonly string[], shopOrigin: string): boolean {
  const origin = embedOrigin(url, shopOrigin);
  if (!origin) return false;
  if (origin === new URL(shopOrigin).origin) return origins.includes(SELF_ORIGIN) || origins.includes(origin);
  return origins.includes(origin);
}

/** A path on the shop (`/…`, not `//…`) is the shop's own; anything else names its host. */
export function isShopPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** The placeholder's words: "Load the video “Title” from example.com". */
export function embedLoadLabel(kind: string, title: string, provider: string): string {
  return `Load the ${kind} “${title}” from ${provider}`;
}
