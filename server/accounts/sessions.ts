import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import { newSessionId, SESSION_COOKIE, setSessionCookie } from '../session/plugin';

/**
 * Logs the shopper in on a brand-new session id (a session id known before login, say
 * one planted by someone else, is worth nothing after it: session fixation), and
 * carries the guest session's cart over to it.
 *
 * The cart carry-over is one UPDATE of carts.session_id here rather than a cart
 * repository method, so this code does not touch server/cart while its owners change
 * it; carts.session_id is unique and the new session has no cart yet. The old session
 * row is then deleted, taking its nonces with it.
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
    if (previous) {
      await trx.updateTable('carts').set({ session_id: id }).where('session_id', '=', previous).execute();
      await trx.deleteFrom('sessions').where('id', '=', previous).execute();
    }
  });
  setSessionCookie(request, reply, id, expires);
}

/**
 * Ends the session outright, cart included, as the shop the spec describes does: on a
 * shared computer the next person finds neither the account nor its cart.
 */
export async function logOut(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await request.currentSession();
  if (session) await db.deleteFrom('sessions').where('id', '=', session).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
