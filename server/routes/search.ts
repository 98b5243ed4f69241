import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  parseQuery,
  SEARCH_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  SEARCH_PARAM,
  SEARCH_URL,
  SUGGEST_LIMIT,
  SUGGESTIONS_URL,
  searchUrl,
} from '../../domain/search';
import type { SearchView, SuggestionView } from '../../ui/search/types';
import { zodRoutes } from '../http/schema';
import { requestUrl } from '../http/urls';
import { searchRepository } from '../search/repository';
import { paginationView } from '../view-parts/pagination';
import { postCardView, postUrl } from '../view-parts/posts';
import { productCardView } from '../view-parts/product-card';
import { productUrl } from '../view-parts/shared';
import { layoutFor } from '../views/layout';

/** `?s=` as a browser sends it: one value, several (the first counts), or none. */
const QueryParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v) ?? '');
// Loose: the page's other parameters (?add-to-cart=, ?dismiss-store-notice=) are read by the global hooks.
const ResultsQuery = z.looseObject({
  [SEARCH_PARAM]: QueryParam,
  paged: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional(),
});
/** Suggestions are asked for as the shopper types into a field of SEARCH_MAX_LENGTH: longer is not a browser's. */
const SuggestionsQuery = z.looseObject({ [SEARCH_PARAM]: z.string().max(SEARCH_MAX_LENGTH * 2) });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Search (docs/decisions/0250): the results page at /search/?s= (products and journal
 * posts, paged, without JavaScript), `/?s=` sent there, and the suggestions' JSON route.
 */
export async function searchRoutes(app: FastifyInstance) {
  const { shop } = app;
  const search = searchRepository(shop.db);

  const routes = zodRoutes(app);
  const notFound = { onInvalid: app.notFound.bind(app) };
  routes.get(SEARCH_URL, { schema: { querystring: ResultsQuery }, config: notFound }, async (request, reply) => {
    const page = request.query.paged ?? 1;
    const q = parseQuery(request.query[SEARCH_PARAM]);
    const url = requestUrl(request);
    let view: SearchView;
    if (q.problem) {
      if (page > 1) return app.notFound(request, reply);
      view = {
        query: q.text,
        notice:
          q.problem === 'empty'
            ? 'Type what you are looking for: a product, a material, a journal topic.'
            : `Type at least 2 letters or digits of a word to search for.`,
        products: [],
        posts: [],
        pagination: paginationView(1, 1, (n) => searchUrl(q.text, n)),
      };
    } else {
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      const [products, posts] = await Promise.all([
        search.products(q.words, SEARCH_PAGE_SIZE, offset),
        search.posts(q.words, SEARCH_PAGE_SIZE, offset),
      ]);
      const pages = Math.max(1, Math.ceil(Math.max(products.total, posts.total) / SEARCH_PAGE_SIZE));
      if (page > pages) return app.notFound(request, reply);
      const found = products.total + posts.total;
      view = {
        query: q.text,
        ...(q.truncated ? { notice: `Only the first ${SEARCH_MAX_LENGTH} characters were searched for.` } : {}),
        summary:
          found === 0
            ? `Nothing matches “${q.text}”. Try fewer or other words.`
            : `${plural(products.total, 'product', 'products')} and ${plural(posts.total, 'journal post', 'journal posts')} match “${q.text}”.`,
        products: products.items.map((p) => productCardView(p, url)),
        posts: posts.items.map(postCardView),
        pagination: paginationView(page, pages, (n) => searchUrl(q.text, n)),
      };
    }
    const layout = await layoutFor(shop, request, reply, { currentPath: SEARCH_URL, searchQuery: q.text });
    const title = q.problem ? 'Search' : `Search results for “${q.text}”${page > 1 ? ` – Page ${page}` : ''}`;
    // Results pages are not for search engines' indexes; their links may be followed.
    reply.header('x-robots-tag', 'noindex, follow');
    return reply.page('search', { layout, search: view }, { title: `${title} – ${shop.settings.name}` });
  });

  const badQuery = {
    onInvalid: (_request: unknown, reply: FastifyReply) =>
      reply.code(400).send({
        code: 'search_bad_query',
        message: `Send the query as one s parameter of at most ${SEARCH_MAX_LENGTH * 2} characters.`,
      }),
  };
  routes.get(
    SUGGESTIONS_URL,
    { schema: { querystring: SuggestionsQuery }, config: badQuery },
    async (request, reply) => {
      const q = parseQuery(request.query[SEARCH_PARAM]);
      const found = q.problem ? [] : await search.suggestions(q.words, SUGGEST_LIMIT);
      const suggestions: SuggestionView[] = found.map((s) => ({
        kind: s.kind,
        label: s.label,
        url: s.kind === 'product' ? productUrl(s.slug) : postUrl(s.slug),
      }));
      // The same for everyone: browsers and shared caches may keep an answer a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { query: q.text, suggestions };
    },
  );
}
