import { z } from 'zod';
import { requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';

/** Paragraphs of plain text (no markup: React renders it as text). */
export default defineWidget({
  type: 'text',
  settings: z.object({ paragraphs: z.array(requiredText(1200)).min(1).max(20) }).strict(),
  fromSettings: true,
  resolve: (s) => s,
});
