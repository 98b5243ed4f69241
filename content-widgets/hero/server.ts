import { z } from 'zod';
import { headingTag, link, mediaPath, requiredText, text } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';

/** A banner: a heading, a line of text, a picture and up to two calls to action. */
export default defineWidget({
  type: 'hero',
  settings: z
    .object({
      heading: requiredText(120),
      tag: headingTag.default('h2'),
      text: text(400).default(''),
      image: z
        .object({ src: mediaPath, alt: text(200).default('') })
        .strict()
        .optional(),
      primary: link.optional(),
      secondary: link.optional(),
    })
    .strict(),
  resolve: (s) => ({
    heading: s.heading,
    tag: s.tag,
    text: s.text,
    ...(s.image ? { image: s.image } : {}),
    ...(s.primary ? { primary: s.primary } : {}),
    ...(s.secondary ? { secondary: s.secondary } : {}),
  }),
});
