import { z } from 'zod';
import { link, requiredText } from '../settings';
import { defineWidget } from '../widget-type';

/** A short list of links with an optional heading (a footer's menu). */
export const linkList = defineWidget({
  type: 'link-list',
  settings: z.object({ heading: requiredText(60).optional(), links: z.array(link).min(1).max(12) }).strict(),
  fromSettings: true,
  resolve: (s) => ({ ...(s.heading ? { heading: s.heading } : {}), links: s.links }),
});
