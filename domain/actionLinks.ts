import { z } from 'zod';

/**
 * In-page action links (spec section 2): `#` + url-encoded
 * `statefront-action:action={name}&settings={base64 JSON}`. Parsing is pure and total: a
 * link that is not well formed, names an unknown action or carries settings that fail the
 * schema or the URL rules gives `null`, never an exception. Only same-origin http(s) images
 * and hosted videos, and YouTube/Vimeo videos rewritten to their embed hosts, get through,
 * so no `javascript:` or foreign URL ever reaches an `src`.
 */
export const ACTION_LINK_PREFIX = 'statefront-action:';

export type Slide =
  | { type: 'image'; src: string; title?: string; description?: string; slideshow?: string }
  | { type: 'video'; videoType: 'hosted' | 'youtube' | 'vimeo'; src: string; title?: string; slideshow?: string };

const text = z.string().max(500);
const slideshowId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const settingsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('image'),
    url: z.string().max(2000),
    title: text.optional(),
    description: text.optional(),
    slideshow: slideshowId.optional(),
  }),
  z.object({
    type: z.literal('video'),
    videoType: z.enum(['youtube', 'vimeo', 'hosted']),
    url: z.string().max(2000),
    title: text.optional(),
    slideshow: slideshowId.optional(),
  }),
]);
export type LightboxSettings = z.infer<typeof settingsSchema>;

/** The href of a lightbox action link for these settings. */
export function lightboxHref(settings: LightboxSettings): string {
  const bytes = new TextEncoder().encode(JSON.stringify(settings));
  const base64 = btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
  return `#${encodeURIComponent(`${ACTION_LINK_PREFIX}action=lightbox&settings=${base64}`)}`;
}

/** The slide a lightbox link opens, or null when the href is not a valid lightbox link. */
export function parseLightboxHref(href: string, origin: string): Slide | null {
  const action = parseActionHref(href);
  if (action?.action !== 'lightbox' || action.settings === undefined) return null;
  const json = decodeBase64Json(action.settings);
  const settings = settingsSchema.safeParse(json);
  return settings.success ? toSlide(settings.data, origin) : null;
}

/** `{action, settings}` of an action link's href (or its hash part), still base64. */
export function parseActionHref(href: string): { action: string; settings?: string } | null {
  const at = href.indexOf('#');
  if (at < 0) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(href.slice(at + 1));
  } catch {
    return null;
  }
  if (!decoded.startsWith(ACTION_LINK_PREFIX)) return null;
  const params = new Map<string, string>();
  for (const pair of decoded.slice(ACTION_LINK_PREFIX.length).split('&')) {
    const at = pair.indexOf('=');
    if (at > 0) params.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const action = params.get('action');
  if (!action) return null;
  const settings = params.get('settings');
  return settings === undefined ? { action } : { action, settings };
}

function decodeBase64Json(base64: string): unknown {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length > 8000) return undefined;
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

function toSlide(settings: LightboxSettings, origin: string): Slide | null {
  const extra = {
    ...(settings.title ? { title: settings.title } : {}),
    ...(settings.slideshow ? { slideshow: settings.slideshow } : {}),
  };
  if (settings.type === 'image') {
    const src = sameOriginPath(settings.url, origin);
    if (!src) return null;
    return { type: 'image', src, ...extra, ...(settings.description ? { description: settings.description } : {}) };
  }
  const src = videoSrc(settings.videoType, settings.url, origin);
  return src ? { type: 'video', videoType: settings.videoType, src, ...extra } : null;
}

/** The path of a same-origin http(s) URL, or null for any other URL. */
export function sameOriginPath(url: string, origin: string): string | null {
  let base: URL;
  let parsed: URL;
  try {
    base = new URL(origin);
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.origin !== base.origin || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null;
  return `${parsed.pathname}${parsed.search}`;
}

/** What a video slide may embed: hosted videos from this origin, the rest only from the embed hosts. */
export function videoSrc(videoType: 'hosted' | 'youtube' | 'vimeo', url: string, origin: string): string | null {
  if (videoType === 'hosted') return sameOriginPath(url, origin);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  const path = parsed.pathname.split('/').filter(Boolean);
  if (videoType === 'youtube') {
    let id: string | null | undefined;
    if (host === 'youtu.be') id = path[0];
    else if (['youtube.com', 'www.youtube.com', 'm.youtube.com'].includes(host))
      id = path[0] === 'watch' ? parsed.searchParams.get('v') : path[0] === 'embed' ? path[1] : undefined;
    else if (['youtube-nocookie.com', 'www.youtube-nocookie.com'].includes(host) && path[0] === 'embed') id = path[1];
    return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  let id: string | undefined;
  if (host === 'vimeo.com' || host === 'www.vimeo.com') id = path[0];
  else if (host === 'player.vimeo.com' && path[0] === 'video') id = path[1];
  return id && /^[0-9]{1,12}$/.test(id) ? `https://player.vimeo.com/video/${id}` : null;
}

/**
 * The slides a click on `hrefs[clicked]` opens: the clicked link alone, or, when it names
 * a slideshow, every valid link sharing that slideshow in page order. Null when the
 * clicked link is not a valid lightbox link.
 */
export function gatherSlides(
  hrefs: readonly string[],
  clicked: number,
  origin: string,
): { slides: Slide[]; index: number } | null {
  const slide = hrefs[clicked] === undefined ? null : parseLightboxHref(hrefs[clicked], origin);
  if (!slide) return null;
  if (!slide.slideshow) return { slides: [slide], index: 0 };
  const slides: Slide[] = [];
  let index = 0;
  hrefs.forEach((href, i) => {
    const other = i === clicked ? slide : parseLightboxHref(href, origin);
    if (!other || other.slideshow !== slide.slideshow) return;
    if (i === clicked) index = slides.length;
    slides.push(other);
  });
  return { slides, index };
}
