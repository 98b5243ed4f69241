import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index';
import { ACCOUNT_MESSAGES } from '../../server/routes/account';
import { buildTestApp, formNonce, Shopper } from '../support/app';
import { testDatabases } from '../support/databases';

const ACCOUNT = '/my-account/';

/** How many of `responses` answered each status, e.g. { 401: 5, 429: 7 }. */
function statusCounts(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

/**
 * What a shop on the open internet meets: bursts of password guesses and sign-ups, forms
 * posted from other sites, and malformed requests on every route.
 */
describe.each(testDatabases().map((d) => [d.kind, d] as const))('hostile traffic on %s', (_kind, database) => {
  let db: Db;
  let close: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  async function registerAccount(email: string, password: string, ip: string) {
    const shopper = new Shopper(app, ip);
    const html = (await shopper.get(ACCOUNT)).body;
    return shopper.postForm(`${ACCOUNT}register`, {
      _nonce: formNonce(html, `${ACCOUNT}register`),
      name: 'Shopper',
      email,
      phone: '',
      password,
    });
  }

  describe('password guessing in bursts', () => {
    it('lets at most 5 of 12 simultaneous wrong passwords on one session be tried; the rest get 429', async () => {
      expect((await registerAccount('grace@example.com', 'the right password', '198.51.100.1')).statusCode).toBe(303);
      const guesser = new Shopper(app, '198.51.100.2');
      const nonce = formNonce((await guesser.get(ACCOUNT)).body, `${ACCOUNT}login`);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          guesser.postForm(`${ACCOUNT}login`, { _nonce: nonce, email: 'grace@example.com', password: `guess ${i}` }),
        ),
      );
      expect(statusCounts(responses)).toEqual({ 401: 5, 429: 7 });
      const refused = responses.find((r) => r.statusCode === 429)!;
      expect(refused.body).toContain(ACCOUNT_MESSAGES.throttled);
      expect(refused.headers['retry-after']).toBe('900');
      // Locked for that email from that address, even with the right password now.
      const right = await guesser.postForm(`${ACCOUNT}login`, {
        _nonce: nonce,
        email: 'grace@example.com',
        password: 'the right password',
      });
      expect(right.statusCode).toBe(429);
    });

    it('lets at most 50 failures from one address through, across emails, under a burst', async () => {
      const ip = '198.51.100.3';
      // 48 failures already this quarter hour, for 48 different emails.
      await db
        .insertInto('login_failures')
        .values(Array.from({ length: 48 }, (_, i) => ({ email: `victim${i}@example.com`, ip })))
        .execute();
      const sprayer = new Shopper(app, ip);
      const nonce = formNonce((await sprayer.get(ACCOUNT)).body, `${ACCOUNT}login`);
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          sprayer.postForm(`${ACCOUNT}login`, { _nonce: nonce, email: `other${i}@example.com`, password: 'guess' }),
        ),
      );
      expect(statusCounts(responses)).toEqual({ 401: 2, 429: 4 });
    });
  });

  describe('sign-ups in bursts', () => {
    it('accepts at most 10 registrations an hour from one address, however many arrive at once', async () => {
      const ip = '198.51.100.4';
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => registerAccount(`bot${i}@example.com`, 'a long password', ip)),
      );
      expect(statusCounts(responses)).toEqual({ 303: 10, 429: 2 });
      const refused = responses.find((r) => r.statusCode === 429)!;
      expect(refused.body).toContain(ACCOUNT_MESSAGES.tooManyRegistrations);
      expect(await db.selectFrom('users').where('email', 'like', 'bot%').select('id').execute()).toHaveLength(10);
      // Another address is not held back.
      expect((await registerAccount('neighbour@example.com', 'a long password', '198.51.100.5')).statusCode).toBe(303);
    });
  });
});
