import type { FastifyReply, FastifyRequest } from 'fastify';
import { adoptCarts, releaseCart } from '../cart/adopt';
import type { Db } from '../db/index';
import { GUEST_COOKIE } from '../session/guest-nonces';
import { newSessionId, SESSION_COOKIE, setSessionCookie } from '../session/plugin';

/**
 * Logs the shopper in on a brand-new session id (a session id known before login, say
 * one planted by someone else, is worth nothing after it: session fixation). The new
 * session's cart gathers the guest cart and the cart the account kept from earlier
 * sessions (server/cart/adopt.ts). The old session row is then deleted, taking its
 * nonces with it; the guest cookie the visitor's signed nonces are bound to goes too, so
 * no nonce issued before login works after it (issue 27).
 */
export async function logIn(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  sessionDays: number,
): Promise<void> {
  const previous = await request.currentSession();
  const id = newSessionId();
  const expires = new Date(Date.now() + sessionDays * 86_400_000);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sessions').values({ id, expires_at: expires, user_id: userId }).execute();
    await adoptCarts(trx, { userId, sessionId: id, guestSessionId: previous });
    if (previous) await trx.deleteFrom('sessions').where('id', '=', previous).execute();
  });
  setSessionCookie(request, reply, id, expires);
  endGuestNonces(request, reply);
}

/** Ends every guest nonce of this browser: they are bound to the guest cookie's id. */
export function endGuestNonces(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[GUEST_COOKIE] === undefined) return;
  delete request.cookies[GUEST_COOKIE];
  reply.clearCookie(GUEST_COOKIE, { path: '/' });
}

/**
 * Ends the session outright: on a shared computer the next person finds neither the
 * account nor its cart. The account keeps its cart for the shopper's next login.
 */
export async function logOut(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await request.currentSession();
  if (session) {
    await db.transaction().execute(async (trx) => {
      await releaseCart(trx, session);
      await trx.deleteFrom('sessions').where('id', '=', session).execute();
    });
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
