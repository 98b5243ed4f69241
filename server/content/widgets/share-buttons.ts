import { z } from 'zod';
import { shareLinks } from '../../../domain/share';
import { requiredText } from '../settings';
import { defineWidget } from '../widget-type';

/** Share buttons for the page they are on (its address without the query), titled by the settings. */
export const shareButtons = defineWidget({
  type: 'share-buttons',
  settings: z.object({ title: requiredText(120) }).strict(),
  resolve: (s, { url, origin }) => shareView(new URL(url.pathname, origin ?? url.origin).href, s.title),
});

/** What share buttons show for `url`, titled `title`: on content, product and post pages. */
export function shareView(url: string, title: string) {
  return { url, title, links: shareLinks(url, title) };
}
