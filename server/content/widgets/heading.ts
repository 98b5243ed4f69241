import { z } from 'zod';
import { headingTag, requiredText } from '../settings';
import { defineWidget } from '../widget-type';

/** A heading on its own. */
export const heading = defineWidget({
  type: 'heading',
  settings: z.object({ text: requiredText(120), tag: headingTag.default('h2') }).strict(),
  fromSettings: true,
  resolve: (s) => s,
});
