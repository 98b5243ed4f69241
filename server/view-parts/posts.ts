import type { PostCardView, PostView } from '../../ui/content/types';
import type { Post } from '../db/schema';

export const JOURNAL_URL = '/journal/';
export const postUrl = (slug: string) => `${JOURNAL_URL}${encodeURIComponent(slug)}/`;
/** Page `n` of the journal archive; page 1 is the archive itself. */
export const journalPageUrl = (page: number) => (page > 1 ? `${JOURNAL_URL}page/${page}/` : JOURNAL_URL);

/** Dates are the shop's: shown in UTC, so every server and shopper reads the same day. */
const dateLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function postCardView(p: Post): PostCardView {
  const published = new Date(p.published_at);
  return {
    title: p.title,
    url: postUrl(p.slug),
    excerpt: p.excerpt,
    image: p.image,
    date: published.toISOString().slice(0, 10),
    dateLabel: dateLabel.format(published),
  };
}

export function postView(p: Post): PostView {
  return { ...postCardView(p), paragraphs: p.body, journalUrl: JOURNAL_URL };
}
