import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A notice carried across one redirect (post, redirect, get). The cookie holds only a
 * code and a product id, never text, so nobody can make the shop print their words.
 */
export const FLASH_COOKIE = 'sf_flash';

export type FlashCode =
  | 'added'
  | 'removed'
  | 'cart_updated'
  | 'out_of_stock'
  | 'not_enough_stock'
  | 'needs_choice'
  | 'unknown_product'
  | 'invalid_quantity'
  | 'expired_link'
  | 'review_posted'
  | 'newsletter_thanks'
  | 'contact_sent';

const CODES: readonly FlashCode[] = [
  'added',
  'removed',
  'cart_updated',
  'out_of_stock',
  'not_enough_stock',
  'needs_choice',
  'unknown_product',
  'invalid_quantity',
  'expired_link',
  'review_posted',
  'newsletter_thanks',
  'contact_sent',
];

export interface Flash {
  code: FlashCode;
  productId?: number;
}

export function setFlash(reply: FastifyReply, flash: Flash): void {
  const value = flash.productId === undefined ? flash.code : `${flash.code}.${flash.productId}`;
  reply.setCookie(FLASH_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
}

/** Reads and clears the flash. */
export function takeFlash(request: FastifyRequest, reply: FastifyReply): Flash | undefined {
  const raw = request.cookies[FLASH_COOKIE];
  if (!raw) return undefined;
  reply.clearCookie(FLASH_COOKIE, { path: '/' });
  const [code, id] = raw.split('.');
  if (!CODES.includes(code as FlashCode)) return undefined;
  const productId = id && /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  return { code: code as FlashCode, ...(productId !== undefined ? { productId } : {}) };
}
