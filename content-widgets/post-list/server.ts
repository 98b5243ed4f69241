import { z } from 'zod';
import { headingTag, link, requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget, PageOutOfRange } from '../../server/content/widget-kit/widget-type';
import { paginationView } from '../../server/view-parts/pagination';
import { journalPageUrl, postCardView } from '../../server/view-parts/posts';

/**
 * Journal posts, newest first: the latest few (a home page's), or, with `paged`, one page
 * of the archive with links to the others (the journal's own page).
 */
export default defineWidget({
  type: 'post-list',
  settings: z
    .object({
      heading: requiredText(80).optional(),
      tag: headingTag.default('h2'),
      count: z.number().int().min(1).max(24).default(3),
      paged: z.boolean().default(false),
      more: link.optional(),
    })
    .strict(),
  async resolve(s, { shop, paged }) {
    const page = s.paged ? paged : 1;
    const [posts, total] = await Promise.all([
      shop.content.latestPosts(s.count, (page - 1) * s.count),
      s.paged ? shop.content.countPosts() : 0,
    ]);
    const pages = Math.max(1, Math.ceil(total / s.count));
    if (s.paged && page > pages) throw new PageOutOfRange(page);
    return {
      ...(s.heading ? { heading: s.heading } : {}),
      tag: s.tag,
      posts: posts.map(postCardView),
      ...(s.more ? { more: s.more } : {}),
      ...(s.paged
        ? {
            pagination: paginationView(page, pages, journalPageUrl),
          }
        : {}),
    };
  },
});
