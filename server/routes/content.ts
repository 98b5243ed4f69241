import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SEARCH_PARAM, SEARCH_URL } from '../../domain/search';
import { renderPageDocument } from '../content/render';
import { PageOutOfRange } from '../content/widget-kit/widget-type';
import { absoluteUrl, requestUrl } from '../http/urls';
import { JOURNAL_URL, journalPageUrl, postView } from '../view-parts/posts';
import { shareView } from '../view-parts/share';
import { layoutFor } from '../views/layout';

const GIFT_GUIDE_URL = '/gift-guide/';

const PageNumber = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);

/**
 * Pages made of page-builder content: the home page (the `home` document) and the journal
 * (the `journal` document, whose post list is paged at /journal/page/<n>/), and the
 * journal's posts at /journal/<slug>/.
 */
export async function contentRoutes(app: FastifyInstance) {
  const { shop } = app;

  async function contentPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { slug: string; path: string; paged?: number; title: (documentTitle: string) => string },
  ) {
    const paged = page.paged ?? 1;
    let rendered: Awaited<ReturnType<typeof renderPageDocument>>;
    try {
      rendered = await renderPageDocument(
        page.slug,
        { shop, url: requestUrl(request), paged, origin: absoluteUrl(request, '/').slice(0, -1) },
        request.log,
      );
    } catch (error) {
      if (error instanceof PageOutOfRange) return app.notFound(request, reply);
      throw error;
    }
    if (!rendered) return app.notFound(request, reply);
    return reply.page(
      'content',
      { layout: await layoutFor(shop, request, reply, { currentPath: page.path }), document: rendered.view },
      { title: page.title(rendered.title), ...(rendered.description ? { description: rendered.description } : {}) },
    );
  }

  const { name } = shop.settings;
  // The same for every visitor without a session, like the catalogue's pages (decision 0160).
  const anonymousPage = { config: { anonymousPage: true } };
  app.get('/', anonymousPage, (request, reply) => {
    // WordPress's search address: the results page has its own (docs/decisions/0250).
    if (Object.hasOwn(request.query as object, SEARCH_PARAM)) {
      return reply.redirect(`${SEARCH_URL}${requestUrl(request).search}`, 301);
    }
    return contentPage(request, reply, { slug: 'home', path: '/', title: () => name });
  });
  // A page of loop grids and a filtered carousel (docs/decisions/0252).
  app.get(GIFT_GUIDE_URL, anonymousPage, (request, reply) =>
    contentPage(request, reply, { slug: 'gift-guide', path: GIFT_GUIDE_URL, title: (t) => `${t} – ${name}` }),
  );
  app.get(JOURNAL_URL, anonymousPage, (request, reply) =>
    contentPage(request, reply, { slug: 'journal', path: JOURNAL_URL, title: (t) => `${t} – ${name}` }),
  );
  app.get<{ Params: { page: string } }>(`${JOURNAL_URL}page/:page/`, anonymousPage, async (request, reply) => {
    const paged = PageNumber.safeParse(request.params.page).data;
    if (paged === undefined) return app.notFound(request, reply);
    // Page 1 has one address, the journal's own.
    if (paged === 1) return reply.redirect(JOURNAL_URL, 301);
    return contentPage(request, reply, {
      slug: 'journal',
      path: journalPageUrl(paged),
      paged,
      title: (t) => `${t} – Page ${paged} – ${name}`,
    });
  });
  app.get<{ Params: { slug: string } }>(`${JOURNAL_URL}:slug/`, anonymousPage, async (request, reply) => {
    const post = await shop.content.postBySlug(request.params.slug);
    if (!post) return app.notFound(request, reply);
    const view = postView(post);
    return reply.page(
      'post',
      {
        layout: await layoutFor(shop, request, reply, { currentPath: view.url }),
        post: view,
        share: shareView(absoluteUrl(request, view.url), post.title),
      },
      { title: `${post.title} – ${name}`, description: post.excerpt },
    );
  });
}
