import * as z from 'zod/mini';
import { REST_ROUTES } from '../domain/rest';
import type { RestClient } from './restClient';

const Media = z.object({ id: z.string().check(z.regex(/^[\w-]{22}$/)) });
/** Addresses the page may show: paths of this shop only. */
const ShopPath = z.string().check(z.regex(/^\/(?![/\\])/));
const Posted = z.object({
  id: z.number(),
  rating: z.number(),
  reviewer: z.string(),
  review: z.string(),
  date_created: z.string(),
  photo: z.nullable(z.object({ source_url: ShopPath, thumbnail_url: ShopPath, width: z.number(), height: z.number() })),
  product_rating: z.object({ average: z.string(), count: z.number() }),
});
export type PostedReview = z.infer<typeof Posted>;

/** Uploads a photo as a multipart `file` (the REST client post-processes a stored one); resolves with its id. */
export async function uploadReviewPhoto(client: RestClient, photo: Blob): Promise<string> {
  const data = new FormData();
  data.append('file', photo);
  return (await client.request({ path: REST_ROUTES.media, method: 'POST', data, schema: Media })).id;
}

/** Posts the review; resolves with the stored review and its product's new average. */
export function postReview(
  client: RestClient,
  review: { product_id: number; rating: number; reviewer: string; review: string; photo_id?: string },
): Promise<PostedReview> {
  return client.request({ path: REST_ROUTES.reviews, method: 'POST', data: review, schema: Posted });
}
