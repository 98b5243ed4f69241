import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/db/seed';
import { SWEEP_LOCK_KEY, sweepOnce } from '../../server/maintenance/sweeper';
import { describeOnDatabases, openPostgres } from '../support/databases';
import { useTestDatabase } from '../support/server';

const DAY = 86_400_000;
const LIFETIME = 43_200;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

describeOnDatabases('sweeping old rows', (database) => {
  const suite = useTestDatabase(database, [seedDemoCatalogue]);
  let productId: number;

  beforeAll(async () => {
    productId = (await suite.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
  });

  async function session(id: string, expires: Date, userId: number | null = null) {
    await suite.db.insertInto('sessions').values({ id, expires_at: expires, user_id: userId }).execute();
  }
  async function cart(sessionId: string | null, userId: number | null = null) {
    const { id } = await suite.db
      .insertInto('carts')
      .values({ session_id: sessionId, user_id: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await suite.db
      .insertInto('cart_items')
      .values({ cart_id: id, cart_item_key: `${id}`.padStart(32, '0'), product_id: productId, quantity: 1 })
      .execute();
    return id;
  }
  const ids = async (table: 'sessions' | 'carts') =>
    (await suite.db.selectFrom(table).select('id').execute()).map((r) => String(r.id)).sort();

  it('removes expired sessions with their guest carts and nonces, orphaned guest carts and old throttle rows; keeps the rest', async () => {
    const user = await suite.db
      .insertInto('users')
      .values({ email: 'keeper@example.com', name: 'Keeper', phone: null, password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await session('expired-guest'.padEnd(43, '0'), ago(DAY));
    await session('expired-shopper'.padEnd(43, '0'), ago(DAY), user.id);
    await session('live'.padEnd(43, '0'), ahead(DAY));
    const expiredGuestCart = await cart('expired-guest'.padEnd(43, '0'));
    const shopperCart = await cart('expired-shopper'.padEnd(43, '0'), user.id);
    const liveCart = await cart('live'.padEnd(43, '0'));
    const orphan = await cart(null);
    await suite.db
      .insertInto('nonces')
      .values([
        { token: 'a'.repeat(22), session_id: 'expired-guest'.padEnd(43, '0'), action: 'cart', expires_at: ahead(DAY) },
        {
          token: 'b'.repeat(22),
          session_id: 'live'.padEnd(43, '0'),
          action: 'cart',
          expires_at: ago(2 * LIFETIME * 1000),
        },
        { token: 'c'.repeat(22), session_id: 'live'.padEnd(43, '0'), action: 'rest', expires_at: ago(1000) },
      ])
      .execute();
    await suite.db
      .insertInto('login_failures')
      .values([
        { email: 'old@example.com', ip: '192.0.2.1', failed_at: ago(16 * 60_000) },
        { email: 'new@example.com', ip: '192.0.2.1' },
      ])
      .execute();
    await suite.db
      .insertInto('registration_attempts')
      .values([{ ip: '192.0.2.1', attempted_at: ago(61 * 60_000) }, { ip: '192.0.2.1' }])
      .execute();
    await suite.db
      .insertInto('newsletter_attempts')
      .values([{ ip: '192.0.2.1', attempted_at: ago(61 * 60_000) }, { ip: '192.0.2.1' }])
      .execute();
    await suite.db
      .insertInto('contact_attempts')
      .values([{ ip: '192.0.2.1', attempted_at: ago(61 * 60_000) }, { ip: '192.0.2.1' }])
      .execute();

    const result = await sweepOnce(suite.db, { nonceLifetimeSeconds: LIFETIME });

    expect(result).toEqual({
      swept: true,
      sessions: 2,
      carts: 2,
      nonces: 1,
      loginFailures: 1,
      registrationAttempts: 1,
      reviewPhotos: 0,
      newsletterAttempts: 1,
      contactAttempts: 1,
    });
    expect(await ids('sessions')).toEqual(['live'.padEnd(43, '0')]);
    expect(await ids('carts')).toEqual([String(liveCart), String(shopperCart)].sort());
    expect(await ids('carts')).not.toContain(String(expiredGuestCart));
    expect(await ids('carts')).not.toContain(String(orphan));
    // The shopper's cart waits, detached, for their next login.
    const kept = await suite.db.selectFrom('carts').selectAll().where('id', '=', shopperCart).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ session_id: null, user_id: user.id });
    // A nonce just expired is still told apart from an unknown one.
    expect((await suite.db.selectFrom('nonces').select('token').execute()).map((n) => n.token)).toEqual([
      'c'.repeat(22),
    ]);
    expect((await suite.db.selectFrom('login_failures').select('email').execute()).map((r) => r.email)).toEqual([
      'new@example.com',
    ]);
    expect(await suite.db.selectFrom('registration_attempts').select('id').execute()).toHaveLength(1);
    expect(await suite.db.selectFrom('newsletter_attempts').select('id').execute()).toHaveLength(1);
  });

  it('clears a backlog larger than one batch in one round', async () => {
    await suite.db
      .insertInto('sessions')
      .values(
        Array.from({ length: 1200 }, (_, i) => ({
          id: `backlog-${String(i).padStart(35, '0')}`,
          expires_at: ago(DAY),
        })),
      )
      .execute();
    const result = await sweepOnce(suite.db, { nonceLifetimeSeconds: LIFETIME });
    expect(result.sessions).toBe(1200);
    expect(await suite.db.selectFrom('sessions').select('id').where('id', 'like', 'backlog-%').execute()).toHaveLength(
      0,
    );
  });
});

describe.runIf(process.env.DATABASE_URL)('sweeping with several app servers on one Postgres database', () => {
  it('skips its turn while another server holds the sweep lock, and sweeps once it is free', async () => {
    const { db, url, close } = await openPostgres(process.env.DATABASE_URL!);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await db
        .insertInto('sessions')
        .values({ id: 'x'.repeat(43), expires_at: ago(DAY) })
        .execute();
      await other.query('select pg_advisory_lock($1::bigint)', [SWEEP_LOCK_KEY]);
      expect((await sweepOnce(db, { nonceLifetimeSeconds: LIFETIME })).swept).toBe(false);
      expect(await db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
      await other.query('select pg_advisory_unlock($1::bigint)', [SWEEP_LOCK_KEY]);
      expect(await sweepOnce(db, { nonceLifetimeSeconds: LIFETIME })).toMatchObject({ swept: true, sessions: 1 });
    } finally {
      await other.end();
      await close();
    }
  });
});
