import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import type { NonceCheck, NonceService } from './nonces';

/** The browser-session cookie a guest's form nonces are bound to; no row stands behind it. */
export const GUEST_COOKIE = 'sf_guest';
const GUEST_ID = /^[A-Za-z0-9_-]{43}$/;
/** `<expiry, unix seconds>.<HMAC>`: told apart from a session nonce (22 characters, no dot). */
const GUEST_TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const SECRET_NAME = 'guest-nonce-key';

/**
 * Nonces for a visitor with no session: the login and registration forms, the REST nonce.
 * A visitor who only looks must not create rows (the sessions table would grow with every
 * crawler), so these nonces are signed instead of stored: an HMAC of the action, the expiry
 * and a random id in a browser-session cookie. Another site can neither read the cookie nor
 * set it, so a token taken from the shop's page is worth nothing in another browser. The
 * key is made once and kept in the database, so every app server checks what any issued
 * (decision 0143).
 */
export function guestNonces(db: Db, lifetimeSeconds: number) {
  let key: Promise<Buffer> | undefined;
  function secret(): Promise<Buffer> {
    key ??= (async () => {
      await db
        .insertInto('shop_secrets')
        .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('shop_secrets')
        .select('value')
        .where('name', '=', SECRET_NAME)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  }

  const mac = async (action: string, expires: string, guest: string) =>
    createHmac('sha256', await secret())
      .update(`${action}\n${expires}\n${guest}`)
      .digest('base64url');

  function guestId(request: FastifyRequest): string | undefined {
    const id = request.cookies[GUEST_COOKIE];
    return id && GUEST_ID.test(id) ? id : undefined;
  }

  return {
    /** Whether `token` is a guest nonce (and not a session's). */
    isGuestToken(token: unknown): boolean {
      return typeof token === 'string' && GUEST_TOKEN.test(token);
    },

    async issue(request: FastifyRequest, reply: FastifyReply, action: string): Promise<string> {
      let guest = guestId(request);
      if (!guest) {
        guest = randomBytes(32).toString('base64url');
        request.cookies[GUEST_COOKIE] = guest;
        reply.setCookie(GUEST_COOKIE, guest, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
      }
      // Whole minutes, so the forms of one page share a token and a re-render changes little.
      const expires = String(Math.ceil((Date.now() / 1000 + lifetimeSeconds) / 60) * 60);
      return `${expires}.${await mac(action, expires, guest)}`;
    },

    async check(request: FastifyRequest, action: string, token: unknown): Promise<NonceCheck> {
      const match = typeof token === 'string' ? GUEST_TOKEN.exec(token) : null;
      const guest = guestId(request);
      if (!match || !guest) return 'invalid';
      const [, expires = '', given = ''] = match;
      const expected = Buffer.from(await mac(action, expires, guest));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
      return Number(expires) * 1000 > Date.now() ? 'valid' : 'expired';
    },
  };
}

export type GuestNonces = ReturnType<typeof guestNonces>;

/**
 * The form nonce for this request: the session's when there is one, else a guest nonce.
 * A form rendered for a guest stays good after the visitor gains a session in another tab.
 */
export function formNonces(nonces: NonceService, guests: GuestNonces) {
  return {
    async issue(request: FastifyRequest, reply: FastifyReply, action: string): Promise<string> {
      const session = await request.currentSession();
      return session ? nonces.issue(session, action) : guests.issue(request, reply, action);
    },
    async check(request: FastifyRequest, action: string, token: unknown): Promise<NonceCheck> {
      if (guests.isGuestToken(token)) return guests.check(request, action, token);
      return nonces.check(await request.currentSession(), action, token);
    },
  };
}

export type FormNonces = ReturnType<typeof formNonces>;
