import { z } from 'zod';
import { headingTag, requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';

/** A heading on its own. */
export default defineWidget({
  type: 'heading',
  settings: z.object({ text: requiredText(120), tag: headingTag.default('h2') }).strict(),
  fromSettings: true,
  resolve: (s) => s,
});
