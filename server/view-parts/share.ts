import { shareLinks } from '../../domain/share';

/** What share buttons show for `url`, titled `title`: on content, product and post pages. */
export function shareView(url: string, title: string) {
  return { url, title, links: shareLinks(url, title) };
}
