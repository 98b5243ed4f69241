import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Notice } from '../../domain/notice';
import type { ReviewsView } from '../../ui/reviews/types';
import type { Product } from '../db/schema';
import { absoluteUrl, requestUrl } from '../http/urls';
import { shareView } from '../view-parts/share';
import { layoutFor } from './layout';
import { productView } from './product';
import { REVIEWS_SHOWN, reviewsView } from './reviews';

/** The nonce action of the product page's review form. */
export const REVIEW_NONCE_ACTION = 'review';

/**
 * A product page: the product and its reviews with the review form. The review form's
 * own post re-renders it with what was typed and what to fix.
 *
 * The form carries a nonce only for a shopper with a session, whose page is theirs alone.
 * A visitor without one gets the page every such visitor gets (kept, shared, no cookie
 * set): its form has no nonce, and its post is taken on the browser's own word that it
 * comes from the shop's page (docs/decisions/0183).
 */
export async function renderProductPage(
  request: FastifyRequest,
  reply: FastifyReply,
  product: Product,
  opts: {
    form?: { values: ReviewsView['form']['values']; errors: ReviewsView['form']['errors'] };
    notices?: Notice[];
    status?: number;
  } = {},
) {
  const { shop } = request.server;
  const session = await request.currentSession();
  const [categories, tags, reviews, nonce] = await Promise.all([
    shop.catalogue.categoriesOf(product.id),
    shop.catalogue.tagsOf(product.id),
    shop.reviews.latest(product.id, REVIEWS_SHOWN),
    session ? shop.nonces.issue(session, REVIEW_NONCE_ACTION) : '',
  ]);
  const view = productView(product, requestUrl(request), categories, tags);
  return reply.page(
    'product',
    {
      layout: await layoutFor(shop, request, reply, {
        currentPath: view.url,
        ...(opts.notices ? { notices: opts.notices } : {}),
      }),
      product: view,
      reviews: reviewsView(product, reviews, { nonce, ...opts.form }),
      share: shareView(absoluteUrl(request, view.url), product.name),
    },
    { title: `${product.name} – ${shop.settings.name}`, description: product.short_description },
    opts.status,
  );
}
