// zod/mini: the same checks as zod, at a fraction of the bytes.
import * as z from 'zod/mini';
import { SEARCH_PARAM, SUGGESTIONS_URL } from '../domain/search';

const Suggestions = z.object({
  suggestions: z.array(
    z.object({
      kind: z.enum(['product', 'post']),
      label: z.string(),
      // Only the shop's own pages: a suggestion is followed without asking.
      url: z.string().check(z.regex(/^\/(?!\/)/)),
    }),
  ),
});

export type FetchedSuggestion = z.infer<typeof Suggestions>['suggestions'][number];

/** Asks the shop for suggestions; `signal` aborts the request when the shopper has typed on. */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<FetchedSuggestion[]> {
  const url = `${SUGGESTIONS_URL}?${new URLSearchParams({ [SEARCH_PARAM]: query })}`;
  const response = await fetch(url, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
  return Suggestions.parse(await response.json()).suggestions;
}
