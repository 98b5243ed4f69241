import { z } from 'zod';
import { link, requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';

/** A short list of links with an optional heading (a footer's menu). */
export default defineWidget({
  type: 'link-list',
  settings: z.object({ heading: requiredText(60).optional(), links: z.array(link).min(1).max(12) }).strict(),
  fromSettings: true,
  resolve: (s) => ({ ...(s.heading ? { heading: s.heading } : {}), links: s.links }),
});
