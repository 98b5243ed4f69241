import { z } from 'zod';
import { embedAllowed } from '../../domain/embed';
import { requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';

/** An embed's address: a page the shop serves (`/media/embed/…`) or an https page of another site. */
const embedUrl = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)[^\s"<>]*$/, 'must be a path on the shop (/…) or an https link');

/**
 * A social embed (docs/decisions/0274): a video or post of another site, loaded only when
 * the shopper asks. Its URL's origin must be in EMBED_ORIGINS (checked when the content is
 * seeded); one that is not by the time a page renders is left out.
 */
export default defineWidget({
  type: 'social-embed',
  settings: z
    .object({ title: requiredText(120), url: embedUrl, kind: z.enum(['video', 'post']).default('video') })
    .strict(),
  resolve: (s, { url, origin, shop }) => {
    const shopOrigin = origin ?? url.origin;
    if (!embedAllowed(s.url, shop.settings.embedOrigins, shopOrigin)) return { embed: null };
    const absolute = new URL(s.url, shopOrigin);
    return { embed: { title: s.title, kind: s.kind, url: absolute.href, provider: absolute.host } };
  },
});
