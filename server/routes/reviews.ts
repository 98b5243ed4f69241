import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REST_ERRORS } from '../../domain/rest';
import { REVIEW_MESSAGES, type ReviewField } from '../../domain/reviews';
import { setFlash } from '../notices/flash';
import { fromAnotherSite } from '../plugins/cross-site';
import { parseReview } from '../reviews/input';
import { inspectPhoto } from '../reviews/photos';
import { receivePhoto } from '../reviews/uploads';
import { productUrl } from '../view-parts/shared';
import { REVIEW_NONCE_ACTION, renderProductPage } from '../views/product-page';
import { fileTooLarge, MULTIPART_LIMITS, malformedMultipart } from './reviews-api';

const PHOTO_FILE = /^([\w-]{22})(-thumb)?\.jpg$/;

/**
 * Whether the browser itself says the post comes from the shop's own page: Sec-Fetch-Site
 * `same-origin`, or, from a browser that does not send it, the shop's Origin. No other site
 * can make a browser say so, and a client that is not a browser says nothing.
 */
function sentFromShopPage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return request.headers.origin !== undefined && !fromAnotherSite(request);
}

/**
 * The review form without JavaScript: a multipart post of the rating, name, text and an
 * optional photo, checked by the rules of the REST routes, then a redirect to the
 * product's reviews with a thank-you notice (post, redirect, get). A shopper with a
 * session sends the nonce their page carries; the form a visitor without one gets has
 * none, and is taken when the browser says it was sent from the shop's page
 * (docs/decisions/0183). And the photos themselves, served from the database; a photo's
 * id never changes what it shows, so it is cached for a year.
 */
export async function reviewRoutes(app: FastifyInstance) {
  const { shop } = app;
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  app.get<{ Params: { file: string } }>('/media/reviews/:file', async (request, reply) => {
    const match = PHOTO_FILE.exec(request.params.file);
    const data = match?.[1] ? await shop.reviews.file(match[1], match[2] ? 'thumb' : 'full') : undefined;
    if (!data) return app.notFound(request, reply);
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(data);
  });

  app.post<{ Params: { slug: string } }>('/product/:slug/reviews/', async (request, reply) => {
    const product = await shop.catalogue.productBySlug(request.params.slug);
    if (!product) return app.notFound(request, reply);
    const fields: Record<string, string> = {};
    let photo: Buffer | undefined;
    const errors: Partial<Record<ReviewField, string>> = {};
    if (request.isMultipart()) {
      try {
        // The photo input is the form's last field: everything typed has arrived before it.
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          } else if (part.fieldname === 'photo' && part.filename !== '') {
            photo = await part.toBuffer();
          } else {
            await part.toBuffer();
          }
        }
      } catch (error) {
        if (malformedMultipart(error)) {
          // Cut off or not multipart at all: nothing of it can be trusted, and nothing is changed.
          return renderProductPage(request, reply, product, {
            form: { values: { rating: '', reviewer: '', review: '' }, errors: {} },
            notices: [
              { kind: 'error', text: 'Your review could not be read, so it was not posted. Please post it again.' },
            ],
            status: 400,
          });
        }
        if (!fileTooLarge(error)) throw error;
        errors.photo = REVIEW_MESSAGES.tooLarge;
      }
    }
    const values = { rating: fields.rating ?? '', reviewer: fields.reviewer ?? '', review: fields.review ?? '' };
    const nonce = fields._nonce
      ? await shop.formNonces.check(request, REVIEW_NONCE_ACTION, fields._nonce)
      : sentFromShopPage(request)
        ? 'valid'
        : 'invalid';
    if (nonce !== 'valid') {
      const text =
        nonce === 'expired'
          ? 'This page had expired, so your review was not posted. Please check it and post it again.'
          : 'We could not verify your review, so it was not posted. Please check it and post it again.';
      return renderProductPage(request, reply, product, {
        form: { values, errors: {} },
        notices: [{ kind: 'error', text }],
        status: 403,
      });
    }

    const review = parseReview(values);
    if (!review.ok) Object.assign(errors, review.errors);
    if (photo && !errors.photo) {
      const refusal = await inspectPhoto(photo);
      if (refusal) errors.photo = refusal.message;
    }
    if (!review.ok || Object.keys(errors).length > 0) {
      return renderProductPage(request, reply, product, { form: { values, errors }, status: 422 });
    }

    const session = await request.ensureSession(reply);
    let photoId: string | undefined;
    if (photo) {
      const upload = await receivePhoto(shop.reviews, session, request.ip, photo);
      if (!upload.ok) {
        const message = upload.status === 500 ? REST_ERRORS.post_process : upload.message;
        return renderProductPage(request, reply, product, {
          form: { values, errors: { photo: message } },
          status: upload.status === 500 ? 422 : upload.status,
        });
      }
      photoId = upload.photo.id;
    }
    const result = await shop.reviews.add({
      productId: product.id,
      ...review.review,
      photoId,
      sessionId: session,
      ip: request.ip,
    });
    if (!result.ok) {
      const text = result.reason === 'throttled' ? REVIEW_MESSAGES.tooManyReviews : REVIEW_MESSAGES.photoGone;
      if (result.reason === 'throttled') reply.header('retry-after', '3600');
      return renderProductPage(request, reply, product, {
        form: { values, errors: {} },
        notices: [{ kind: 'error', text }],
        status: result.reason === 'throttled' ? 429 : 422,
      });
    }
    setFlash(reply, { code: 'review_posted', productId: product.id });
    return reply.redirect(`${productUrl(product.slug)}#reviews`, 303);
  });
}
