import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RememberRead } from '../cache/catalogue-reads';
import type { Db } from '../db/index';

export const SESSION_COOKIE = 'sf_session';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** A new, unguessable session id. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure over https, lasting as long as the session row. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires,
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's session id when the cookie names a live session; read lazily once. */
    currentSession(): Promise<string | undefined>;
    /** The session id, creating the session (and its cookie) on first need. */
    ensureSession(reply: FastifyReply): Promise<string>;
    /**
     * Whether the session of `currentSession` belongs to a logged-in shopper, read with it
     * (a session's user is set when it is created, at login, and never changes).
     */
    sessionHasUser(): Promise<boolean>;
  }
}

/**
 * Sessions live in the database so any app server can answer any request. A session is
 * created only when the shopper first changes something (a browse makes none), which
 * keeps listing pages cacheable and the sessions table small.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; days: number; remember?: RememberRead }) => {
    const { db, days } = opts;
    // Kept until a session or cart is written, where that is heard before the write returns
    // (PGlite, server/cache/shopper-reads.ts, docs/decisions/0309); elsewhere read each time.
    const remember: RememberRead = opts.remember ?? ((_key, load) => load());
    type Found = { id: string; user_id: number | null } | undefined;
    const cache = new WeakMap<FastifyRequest, Promise<Found>>();

    async function lookup(request: FastifyRequest): Promise<Found> {
      const id = request.cookies[SESSION_COOKIE];
      if (!id || !SESSION_ID.test(id)) return undefined;
      const row = await remember(`session:${id}`, () =>
        db.selectFrom('sessions').select(['id', 'user_id', 'expires_at']).where('id', '=', id).executeTakeFirst(),
      );
      // Expiry is checked on every use, kept or not: it comes with time, not with a write.
      return row && row.expires_at > new Date() ? { id: row.id, user_id: row.user_id } : undefined;
    }

    function found(request: FastifyRequest): Promise<Found> {
      let session = cache.get(request);
      if (!session) {
        session = lookup(request);
        cache.set(request, session);
      }
      return session;
    }

    app.decorateRequest('currentSession', async function (this: FastifyRequest) {
      return (await found(this))?.id;
    });

    app.decorateRequest('sessionHasUser', async function (this: FastifyRequest) {
      return ((await found(this))?.user_id ?? null) !== null;
    });

    app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply) {
      const existing = await this.currentSession();
      if (existing) return existing;
      const id = newSessionId();
      const expires = new Date(Date.now() + days * 86_400_000);
      await db.insertInto('sessions').values({ id, expires_at: expires }).execute();
      cache.set(this, Promise.resolve({ id, user_id: null }));
      setSessionCookie(this, reply, id, expires);
      return id;
    });
  },
  { name: 'statefront-session' },
);
