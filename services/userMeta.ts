import * as z from 'zod/mini';
import { META_KEY } from '../domain/rest';
import type { RestClient } from './restClient';

/** What users/me answers; the banner does not read it (spec section 7), but it is still checked. */
const UserAnswer = z.object({ id: z.number(), [META_KEY]: z.record(z.string(), z.string()) });

/**
 * The coming-soon banner's dismiss request (spec section 7): a REST POST to the banner's
 * URL with the nonce header and `{ statefront_meta: { coming_soon_banner_dismissed: 'yes' } }`.
 */
export async function dismissComingSoonBanner(restUrl: string, client: RestClient): Promise<void> {
  await client.request({
    path: restUrl,
    method: 'POST',
    data: { [META_KEY]: { coming_soon_banner_dismissed: 'yes' } },
    schema: UserAnswer,
  });
}
