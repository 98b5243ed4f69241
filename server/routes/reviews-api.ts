import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { REST_ROUTES, UPLOAD_ATTACHMENT_HEADER } from '../../domain/rest';
import { PHOTO_MAX_BYTES, REVIEW_MESSAGES } from '../../domain/reviews';
import { invalidParams, RestError, requireNonce } from '../http/rest';
import { zodRoutes } from '../http/schema';
import { parseReview } from '../reviews/input';
import { processStored, receivePhoto, type UploadResult } from '../reviews/uploads';
import { mediaJson, reviewJson } from '../views/reviews';

/** One file per upload request, and nothing else worth reading. */
export const MULTIPART_LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 };
const HOUR_SECONDS = 3600;

const PostProcess = z.object({ action: z.literal('create-image-subsizes', { error: 'Unknown action.' }) });
const ReviewBody = z.object({
  product_id: z.number({ error: REVIEW_MESSAGES.product }).int(REVIEW_MESSAGES.product),
  photo_id: z
    .string({ error: REVIEW_MESSAGES.photoGone })
    .regex(/^[\w-]{22}$/, REVIEW_MESSAGES.photoGone)
    .optional(),
});

/** Whether a multipart read failed because the file went over its size limit. */
export const fileTooLarge = (error: unknown) => (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Whether a multipart read failed because the body is not multipart a browser sends: no
 * boundary, an empty one, a body or a part cut off. The parser's errors carry no status
 * (they were answered 500); the multipart plugin's own say 406 for the missing boundary.
 */
export function malformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || fileTooLarge(error)) return false;
  const status = (error as { statusCode?: number }).statusCode;
  return status === undefined || status === 400 || status === 406;
}

const MALFORMED_UPLOAD = 'The upload could not be read. Please choose the photo again.';

/**
 * Photo uploads and product reviews in the REST API (registered inside its routes: REST
 * errors, REST nonce). Uploads follow WordPress's media route: a multipart `file`, answered
 * with the media object; when the photo was stored but its sizes could not be made, a 500
 * names the attachment in a header, and `media/<id>/post-process` makes them again (the
 * REST client retries that up to five times).
 */
export async function reviewApiRoutes(app: FastifyInstance) {
  const { shop } = app;
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  function answer(reply: FastifyReply, result: UploadResult, status: number) {
    if (result.ok) return reply.status(status).send(mediaJson(result.photo));
    if (result.attachmentId) reply.header(UPLOAD_ATTACHMENT_HEADER, result.attachmentId);
    if (result.status === 429) reply.header('retry-after', String(HOUR_SECONDS));
    throw new RestError(result.status, result.code, result.message);
  }

  app.post(`/${REST_ROUTES.media}`, async (request, reply) => {
    await requireNonce(request);
    if (!request.isMultipart()) {
      throw new RestError(415, 'rest_upload_no_data', 'Send the photo as multipart/form-data, in a field named file.');
    }
    let data: Buffer;
    try {
      const file = await request.file();
      if (file?.fieldname !== 'file') {
        throw new RestError(400, 'rest_upload_no_data', 'Please choose a photo.');
      }
      data = await file.toBuffer();
    } catch (error) {
      if (fileTooLarge(error)) throw new RestError(413, 'rest_upload_too_large', REVIEW_MESSAGES.tooLarge);
      if (malformedMultipart(error) && !(error instanceof RestError)) {
        throw new RestError(400, 'rest_upload_malformed', MALFORMED_UPLOAD);
      }
      throw error;
    }
    const session = await request.ensureSession(reply);
    return answer(reply, await receivePhoto(shop.reviews, session, request.ip, data), 201);
  });

  zodRoutes(app).post(
    `/${REST_ROUTES.media}/:id/post-process`,
    {
      schema: { params: z.object({ id: z.string() }), body: PostProcess },
      // The nonce first; any body but the one action is refused by that one parameter.
      preValidation: async (request) => requireNonce(request),
      config: {
        onInvalid: () => {
          throw invalidParams({ action: 'Unknown action.' });
        },
      },
    },
    async (request, reply) => {
      const session = await request.currentSession();
      const id = request.params.id;
      if (!session || !/^[\w-]{22}$/.test(id)) {
        throw new RestError(404, 'rest_upload_unknown', REVIEW_MESSAGES.photoGone);
      }
      return answer(reply, await processStored(shop.reviews, id, session), 200);
    },
  );

  app.post(`/${REST_ROUTES.reviews}`, async (request, reply) => {
    await requireNonce(request);
    const raw = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const ids = ReviewBody.safeParse(raw);
    const review = parseReview(raw);
    const product = ids.success ? await shop.catalogue.productById(ids.data.product_id) : undefined;
    const params: Record<string, string> = review.ok ? {} : { ...review.errors };
    if (!product) params.product_id = REVIEW_MESSAGES.product;
    if (!ids.success && ids.error.issues.some((i) => i.path[0] === 'photo_id'))
      params.photo_id = REVIEW_MESSAGES.photoGone;
    if (!review.ok || !product || !ids.success) throw invalidParams(params);

    const session = await request.ensureSession(reply);
    const result = await shop.reviews.add({
      productId: product.id,
      ...review.review,
      photoId: ids.data.photo_id,
      sessionId: session,
      ip: request.ip,
    });
    if (!result.ok && result.reason === 'throttled') {
      reply.header('retry-after', String(HOUR_SECONDS));
      throw new RestError(429, 'rest_too_many_reviews', REVIEW_MESSAGES.tooManyReviews);
    }
    if (!result.ok) {
      throw invalidParams(
        result.reason === 'photo' ? { photo_id: REVIEW_MESSAGES.photoGone } : { product_id: REVIEW_MESSAGES.product },
      );
    }
    return reply.status(201).send(reviewJson(result.review, result.product));
  });
}
