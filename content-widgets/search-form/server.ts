import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_URL } from '../../domain/search';
import { requiredText } from '../../server/content/widget-kit/settings';
import { defineWidget } from '../../server/content/widget-kit/widget-type';

/** A search form to the results page (docs/decisions/0250), with suggestions as the shopper types. */
export default defineWidget({
  type: 'search-form',
  settings: z
    .object({
      heading: requiredText(80).optional(),
      label: requiredText(60).default('Search products and journal'),
      placeholder: requiredText(60).default('Search…'),
    })
    .strict(),
  fromSettings: true,
  resolve: (s) => ({
    ...(s.heading ? { heading: s.heading } : {}),
    label: s.label,
    placeholder: s.placeholder,
    action: SEARCH_URL,
    query: '',
    maxLength: SEARCH_MAX_LENGTH,
  }),
});
