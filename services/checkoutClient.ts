import * as z from 'zod/mini';
import type { CheckoutRequest } from '../domain/checkout';
import { REST_ROUTES, STORE_NONCE_HEADER } from '../domain/rest';
import type { RestClient } from './restClient';

/** A placed order's answer; its address must be a path on this shop, never another site. */
const Placed = z.object({
  order_id: z.number(),
  payment_result: z.object({ redirect_url: z.string().check(z.regex(/^\/(?![/\\])/)) }),
});

/**
 * Places the order through the JSON checkout, its nonce in the `Nonce` header. Resolves
 * with the purchase summary's address; rejects with the REST error (RestClientError).
 */
export async function placeOrder(client: RestClient, request: CheckoutRequest): Promise<string> {
  const answer = await client.request({
    path: REST_ROUTES.checkout,
    method: 'POST',
    data: request,
    schema: Placed,
    nonceHeader: STORE_NONCE_HEADER,
  });
  return answer.payment_result.redirect_url;
}
