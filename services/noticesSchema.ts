// zod/mini: the same checks as zod, at a fraction of the bytes.
import * as z from 'zod/mini';

const SafeHref = z.string().check(z.regex(/^(\/(?!\/)|https?:\/\/)/, 'a path or an http(s) URL'));

const NoticeSchema = z.object({
  kind: z.enum(['success', 'error', 'info']),
  text: z.string().check(z.minLength(1)),
  link: z.optional(z.object({ href: SafeHref, label: z.string().check(z.minLength(1)) })),
});

/** What a `statefront:notices` event must carry (services/notices.ts). */
export const ShowNoticesDetail = z.object({
  notices: z.array(NoticeSchema).check(z.minLength(1)),
  scroll: z.optional(z.boolean()),
});
