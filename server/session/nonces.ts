import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index';

/**
 * Nonces guard state-changing calls (spec section 7): a token tied to one session and one
 * action, valid for a limited time and then refused as expired. They live in the
 * database like sessions, so any app server can check one another issued. A token is
 * reused while it has more than half its life left, so pages rendered together share it.
 */
export type NonceCheck = 'valid' | 'expired' | 'invalid';

/** The action of the nonce every REST call carries (server/routes/rest.ts, the page config's `nonce`). */
export const REST_NONCE_ACTION = 'rest';

export function nonceService(db: Db, lifetimeSeconds: number) {
  return {
    async issue(sessionId: string, action: string): Promise<string> {
      const now = Date.now();
      const reusable = await db
        .selectFrom('nonces')
        .select('token')
        .where('session_id', '=', sessionId)
        .where('action', '=', action)
        .where('expires_at', '>', new Date(now + (lifetimeSeconds * 1000) / 2))
        .orderBy('expires_at', 'desc')
        .executeTakeFirst();
      if (reusable) return reusable.token;
      const token = randomBytes(16).toString('base64url');
      await db
        .insertInto('nonces')
        .values({ token, session_id: sessionId, action, expires_at: new Date(now + lifetimeSeconds * 1000) })
        .execute();
      return token;
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
