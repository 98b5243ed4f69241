import { z } from 'zod';

/**
 * Pieces the widget types' settings share. Content is written by people, so every
 * string has a length limit and every link a safe scheme: React escapes text, but an
 * href of `javascript:` would still run when clicked.
 */

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => text(max).min(1, 'must not be empty');

/**
 * A path on the shop (`/shop/`, not `//elsewhere`), an https, mailto or tel link, or an
 * in-page action link (`#statefront-action:…`, whose settings the browser checks again).
 */
export const href = z.union([
  z
    .string()
    .max(300)
    .regex(/^(\/(?!\/)|https:\/\/|mailto:|tel:)/, 'must be a path on the shop (/…) or an https, mailto or tel link'),
  z
    .string()
    .max(2000)
    .regex(/^#statefront-action(:|%3A)[A-Za-z0-9%=&:+/_.-]*$/, 'must be a well-formed action link'),
]);

export const link = z.object({ label: requiredText(60), href }).strict();

/** A picture the shop serves itself (the demo's are drawn under /media/). */
export const mediaPath = z
  .string()
  .max(300)
  .regex(/^\/media\/(?!.*\.\.)[a-z0-9/._-]+(\?[a-z0-9=&]*)?$/, 'must be a picture under /media/');

export const slug = z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a slug: lowercase letters, digits and hyphens');

export const headingTag = z.enum(['h1', 'h2', 'h3']);
