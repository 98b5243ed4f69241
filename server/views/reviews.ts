import type { ReviewPhotoView, ReviewView } from '../../domain/reviews';
import type { ReviewsView } from '../../ui/reviews/types';
import type { Product } from '../db/schema';
import type { ReadyPhoto, StoredReview } from '../reviews/repository';
import { productUrl } from '../view-parts/shared';

/** How many reviews the product page lists, newest first. */
export const REVIEWS_SHOWN = 20;

export const photoUrl = (id: string, size: 'full' | 'thumb') =>
  `/media/reviews/${id}${size === 'thumb' ? '-thumb' : ''}.jpg`;
export const reviewFormAction = (slug: string) => `${productUrl(slug)}reviews/`;

/** A photo as the media routes answer it, in the shape of WordPress's media objects. */
export function mediaJson(photo: ReadyPhoto) {
  return {
    id: photo.id,
    mime_type: 'image/jpeg',
    source_url: photoUrl(photo.id, 'full'),
    media_details: {
      width: photo.width,
      height: photo.height,
      sizes: {
        thumbnail: { source_url: photoUrl(photo.id, 'thumb'), width: photo.thumbWidth, height: photo.thumbHeight },
      },
    },
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function photoView(photo: ReadyPhoto): ReviewPhotoView {
  return {
    thumb: photoUrl(photo.id, 'thumb'),
    width: photo.thumbWidth,
    height: photo.thumbHeight,
    full: photoUrl(photo.id, 'full'),
  };
}

export function reviewView(r: StoredReview): ReviewView {
  return {
    id: r.id,
    reviewer: r.reviewer,
    rating: r.rating,
    text: r.review,
    date: dateFormat.format(r.created_at),
    ...(r.photo ? { photo: photoView(r.photo) } : {}),
  };
}

/** A stored review as the REST route answers it, with its product's new average. */
export function reviewJson(r: StoredReview, product: { average: string; count: number }) {
  return {
    id: r.id,
    product_id: r.product_id,
    rating: r.rating,
    reviewer: r.reviewer,
    review: r.review,
    date_created: r.created_at.toISOString(),
    photo: r.photo
      ? {
          source_url: photoUrl(r.photo.id, 'full'),
          thumbnail_url: photoUrl(r.photo.id, 'thumb'),
          width: r.photo.thumbWidth,
          height: r.photo.thumbHeight,
        }
      : null,
    product_rating: product,
  };
}

export function reviewsView(
  product: Product,
  reviews: StoredReview[],
  form: { nonce: string; values?: ReviewsView['form']['values']; errors?: ReviewsView['form']['errors'] },
): ReviewsView {
  return {
    productId: product.id,
    productName: product.name,
    average: Number(product.rating).toFixed(2),
    count: product.rating_count,
    reviews: reviews.map(reviewView),
    form: {
      action: reviewFormAction(product.slug),
      nonce: form.nonce,
      values: form.values ?? { rating: '', reviewer: '', review: '' },
      errors: form.errors ?? {},
    },
  };
}
