import { sql, type Transaction } from 'kysely';
import type { Db } from './index';
import type { Database } from './schema';

/**
 * Advisory lock key spaces (the first of the two int4 keys), one per throttle; 7303 is
 * the sweeper's own single-key lock.
 */
const LOCK_SPACE = {
  login: 7301,
  registration: 7302,
  upload: 7304,
  review: 7305,
  newsletter: 7306,
  contact: 7314,
} as const;

/**
 * Runs `work` in a transaction holding the lock of `ip` in `space` until it ends:
 * simultaneous attempts from one address queue here and each sees the ones before it
 * (decision 0140); attempts from other addresses do not wait.
 */
export function underAddressLock<T>(
  db: Db,
  space: keyof typeof LOCK_SPACE,
  ip: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_SPACE[space]}::int4, hashtext(${ip}))`.execute(trx);
    return work(trx);
  });
}

export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

export async function count(query: Promise<{ n: string | number | bigint }>): Promise<number> {
  return Number((await query).n);
}

/** Tables of attempts counted per address: a row an attempt, `ip` and `attempted_at`. */
type AttemptTable = 'registration_attempts' | 'newsletter_attempts' | 'contact_attempts';

/**
 * Inside `underAddressLock`: 'locked' when `ip` has made `max` attempts in the last
 * `minutes`; otherwise records this attempt and answers 'allowed'.
 */
export async function takeAttempt(
  trx: Transaction<Database>,
  table: AttemptTable,
  ip: string,
  { minutes, max }: { minutes: number; max: number },
): Promise<'allowed' | 'locked'> {
  const recent = await count(
    trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip', '=', ip)
      .where('attempted_at', '>', minutesAgo(minutes))
      .executeTakeFirstOrThrow(),
  );
  if (recent >= max) return 'locked';
  await trx.insertInto(table).values({ ip }).execute();
  return 'allowed';
}
