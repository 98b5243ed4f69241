import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { count, minutesAgo, underAddressLock } from '../db/address-lock';
import type { Db } from '../db/index';
import type { ProductReview, ReviewPhoto } from '../db/schema';
import { scalePhoto } from './photos';

/** Photos one address may upload, and reviews it may post, per hour (decision 0182). */
export const THROTTLE_MINUTES = 60;
export const MAX_UPLOADS_PER_IP = 10;
export const MAX_REVIEWS_PER_IP = 5;

export type ReadyPhoto = Pick<ReviewPhoto, 'id'> & {
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
};

export interface StoredReview extends ProductReview {
  photo: ReadyPhoto | undefined;
}

export type AddResult =
  | { ok: true; review: StoredReview; product: { average: string; count: number } }
  | { ok: false; reason: 'throttled' | 'photo' | 'product' };

const bytes = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

function ready(row: Pick<ReviewPhoto, 'id' | 'width' | 'height' | 'thumb_width' | 'thumb_height'>) {
  return row.width && row.height && row.thumb_width && row.thumb_height
    ? { id: row.id, width: row.width, height: row.height, thumbWidth: row.thumb_width, thumbHeight: row.thumb_height }
    : undefined;
}

/**
 * Reviews and their photos. A photo is stored as sent, then processed into its sizes;
 * processing can be retried from the stored original until it succeeds (the upload
 * post-processing step). Limits per address are checked and recorded under the address's
 * lock, as the login throttle does (decision 0140).
 */
export function reviewRepository(db: Db) {
  return {
    /** Keeps an upload as sent; undefined when the address has uploaded its fill this hour. */
    storeUpload(sessionId: string, ip: string, original: Buffer): Promise<string | undefined> {
      return underAddressLock(db, 'upload', ip, async (trx) => {
        const recent = await count(
          trx
            .selectFrom('review_photos')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('ip', '=', ip)
            .where('created_at', '>', minutesAgo(THROTTLE_MINUTES))
            .executeTakeFirstOrThrow(),
        );
        if (recent >= MAX_UPLOADS_PER_IP) return undefined;
        const id = randomBytes(16).toString('base64url');
        await trx.insertInto('review_photos').values({ id, session_id: sessionId, ip, original }).execute();
        return id;
      });
    },

    /**
     * The session's photo, processed now if it was not yet: undefined when it is not theirs
     * (or not at all); throws when processing fails, leaving the original for a retry.
     */
    async process(id: string, sessionId: string): Promise<ReadyPhoto | undefined> {
      const row = await db
        .selectFrom('review_photos')
        .select(['id', 'original', 'width', 'height', 'thumb_width', 'thumb_height'])
        .where('id', '=', id)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return undefined;
      const done = ready(row);
      if (done || !row.original) return done;
      const { full, thumb } = await scalePhoto(bytes(row.original));
      await db
        .updateTable('review_photos')
        .set({
          full: full.data,
          thumb: thumb.data,
          width: full.width,
          height: full.height,
          thumb_width: thumb.width,
          thumb_height: thumb.height,
          original: null,
        })
        .where('id', '=', id)
        .execute();
      return { id, width: full.width, height: full.height, thumbWidth: thumb.width, thumbHeight: thumb.height };
    },

    /** A processed photo's JPEG at one of its sizes. */
    async file(id: string, size: 'full' | 'thumb'): Promise<Buffer | undefined> {
      const row = await db.selectFrom('review_photos').select(size).where('id', '=', id).executeTakeFirst();
      const data = row?.[size];
      return data ? bytes(data) : undefined;
    },

    /**
     * Stores a review and moves its product's average, in one transaction: the product row
     * is locked, so simultaneous reviews each count. A photo must be the session's own,
     * processed, and not on another review yet.
     */
    add(input: {
      productId: number;
      rating: number;
      reviewer: string;
      review: string;
      photoId: string | undefined;
      sessionId: string;
      ip: string;
    }): Promise<AddResult> {
      return underAddressLock(db, 'review', input.ip, async (trx) => {
        const recent = await count(
          trx
            .selectFrom('product_reviews')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('ip', '=', input.ip)
            .where('created_at', '>', minutesAgo(THROTTLE_MINUTES))
            .executeTakeFirstOrThrow(),
        );
        if (recent >= MAX_REVIEWS_PER_IP) return { ok: false, reason: 'throttled' } as const;
        let photo: ReadyPhoto | undefined;
        if (input.photoId !== undefined) {
          const row = await trx
            .selectFrom('review_photos')
            .select(['id', 'width', 'height', 'thumb_width', 'thumb_height'])
            .where('id', '=', input.photoId)
            .where('session_id', '=', input.sessionId)
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('product_reviews').select('id').whereRef('photo_id', '=', 'review_photos.id'))),
            )
            .executeTakeFirst();
          photo = row && ready(row);
          if (!photo) return { ok: false, reason: 'photo' } as const;
        }
        const product = await trx
          .updateTable('products')
          .set({
            rating_sum: sql`rating_sum + ${input.rating}`,
            rating_count: sql`rating_count + 1`,
            rating: sql`round((rating_sum + ${input.rating}) / (rating_count + 1), 2)`,
          })
          .where('id', '=', input.productId)
          .returning(['rating', 'rating_count'])
          .executeTakeFirst();
        if (!product) return { ok: false, reason: 'product' } as const;
        const review = await trx
          .insertInto('product_reviews')
          .values({
            product_id: input.productId,
            rating: input.rating,
            reviewer: input.reviewer,
            review: input.review,
            photo_id: photo?.id ?? null,
            session_id: input.sessionId,
            ip: input.ip,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          ok: true,
          review: { ...review, photo },
          product: { average: Number(product.rating).toFixed(2), count: product.rating_count },
        } as const;
      });
    },

    /** The product's latest reviews, newest first, with their photos' sizes. */
    async latest(productId: number, limit: number): Promise<StoredReview[]> {
      const rows = await db
        .selectFrom('product_reviews')
        .leftJoin('review_photos', 'review_photos.id', 'product_reviews.photo_id')
        .selectAll('product_reviews')
        .select([
          'review_photos.width',
          'review_photos.height',
          'review_photos.thumb_width',
          'review_photos.thumb_height',
        ])
        .where('product_id', '=', productId)
        .orderBy('product_reviews.created_at', 'desc')
        .orderBy('product_reviews.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(({ width, height, thumb_width, thumb_height, ...review }) => ({
        ...review,
        photo: review.photo_id ? ready({ id: review.photo_id, width, height, thumb_width, thumb_height }) : undefined,
      }));
    },
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
