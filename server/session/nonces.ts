import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index';

/**
 * Nonces guard state-changing calls: a token tied to one session and one
 * action, valid for a limited time and then refused as expired. They live in the
 * database like sessions, so any app server can check one another issued. A token is
 * reused while it has more than half its life left, so pages rendered together share it.
 */
export type NonceCheck = 'valid' | 'expired' | 'invalid';

/** The action of the nonce every REST call carries (server/routes/rest.ts, the page config's `nonce`). */
export const REST_NONCE_ACTION = 'rest';

/** Tokens this process issued or found, remembered at most (least recently issued go first). */
const MAX_REMEMBERED = 10_000;

export function nonceService(db: Db, lifetimeSeconds: number) {
  /**
   * The token last issued per session and action by this process, with its expiry, for
   * `forPage`: a nonce row is deleted only once expired (server/maintenance/sweeper.ts) or
   * with its session, which a page has found before it asks for a nonce.
   */
  const remembered = new Map<string, { token: string; expires: number }>();
  const keyOf = (sessionId: string, action: string) => `${sessionId}\n${action}`;
  const reusableAfter = (now: number) => now + (lifetimeSeconds * 1000) / 2;

  async function issue(sessionId: string, action: string): Promise<string> {
    const now = Date.now();
    const reusable = await db
      .selectFrom('nonces')
      .select(['token', 'expires_at'])
      .where('session_id', '=', sessionId)
      .where('action', '=', action)
      .where('expires_at', '>', new Date(reusableAfter(now)))
      .orderBy('expires_at', 'desc')
      .executeTakeFirst();
    let issued = reusable && { token: reusable.token, expires: reusable.expires_at.getTime() };
    if (!issued) {
      issued = { token: randomBytes(16).toString('base64url'), expires: now + lifetimeSeconds * 1000 };
      await db
        .insertInto('nonces')
        .values({ token: issued.token, session_id: sessionId, action, expires_at: new Date(issued.expires) })
        .execute();
    }
    const key = keyOf(sessionId, action);
    remembered.delete(key);
    remembered.set(key, issued);
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    return issued.token;
  }

  return {
    /** A token for `action` in the session: one it has with more than half its life left, or a new one. */
    issue,

    /**
     * The same for a page render, without a read when this process issued the session's
     * token and it has more than half its life left: the token the database would give.
     * The nonce route (a client whose token was refused) asks `issue`, which reads.
     */
    async forPage(sessionId: string, action: string): Promise<string> {
      const known = remembered.get(keyOf(sessionId, action));
      return known && known.expires > reusableAfter(Date.now()) ? known.token : issue(sessionId, action);
    },

    async check(sessionId: string | undefined, action: string, token: unknown): Promise<NonceCheck> {
      if (!sessionId || typeof token !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(token)) return 'invalid';
      const row = await db
        .selectFrom('nonces')
        .select('expires_at')
        .where('token', '=', token)
        .where('session_id', '=', sessionId)
        .where('action', '=', action)
        .executeTakeFirst();
      if (!row) return 'invalid';
      return row.expires_at.getTime() > Date.now() ? 'valid' : 'expired';
    },
  };
}

export type NonceService = ReturnType<typeof nonceService>;
