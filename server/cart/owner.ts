import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Which cart a request works on: the one place that answers it, so every cart route
 * (pages, endpoints, fragments) agrees. Today a cart belongs to the session
 * (carts.session_id). When accounts land, a logged-in shopper's cart is the account's:
 * these two functions return the account's cart key instead, and logging in merges the
 * session's cart into it (see docs/decisions/0020-cart-by-session.md).
 */
export function currentCartOwner(request: FastifyRequest): Promise<string | undefined> {
  return request.currentSession();
}

/** The cart owner, creating the session (and its cookie) on the first change. */
export function ensureCartOwner(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  return request.ensureSession(reply);
}
