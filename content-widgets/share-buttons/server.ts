import { z } from 'zod';
import { requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';
import { shareView } from '../../server/view-parts/share';

/** Share buttons for the page they are on (its address without the query), titled by the settings. */
export default defineWidget({
  type: 'share-buttons',
  settings: z.object({ title: requiredText(120) }).strict(),
  resolve: (s, { url, origin }) => shareView(new URL(url.pathname, origin ?? url.origin).href, s.title),
});
