import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
  async (app: FastifyInstance, opts: { db: Db; days: number }) => {
    const { db, days } = opts;
    type Found = { id: string; user_id: number | null } | undefined;
    const cache = new WeakMap<FastifyRequest, Promise<Found>>();

    async function lookup(request: FastifyRequest): Promise<Found> {
      const id = request.cookies[SESSION_COOKIE];
      if (!id || !SESSION_ID.test(id)) return undefined;
      return db
        .selectFrom('sessions')
        .select(['id', 'user_id'])
        .where('id', '=', id)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
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
