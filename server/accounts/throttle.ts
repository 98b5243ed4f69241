import type { Db } from '../db/index';

/**
 * Failed logins are rows, counted over a sliding window per email and address, and per
 * address alone (one address guessing many emails). Rows, not process memory, so the
 * limit holds across any number of app servers (decision 0033).
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL_AND_IP = 5;
export const MAX_FAILURES_PER_IP = 50;

export function loginThrottle(db: Db) {
  const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  return {
    async isLocked(email: string, ip: string): Promise<boolean> {
      const since = windowStart();
      const [pair, address] = await Promise.all([
        db
          .selectFrom('login_failures')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('email', '=', email)
          .where('ip', '=', ip)
          .where('failed_at', '>', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('login_failures')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('ip', '=', ip)
          .where('failed_at', '>', since)
          .executeTakeFirstOrThrow(),
      ]);
      return Number(pair.n) >= MAX_FAILURES_PER_EMAIL_AND_IP || Number(address.n) >= MAX_FAILURES_PER_IP;
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await db.insertInto('login_failures').values({ email, ip }).execute();
      // Rows past the window count for nothing; dropping them here keeps the table small.
      await db.deleteFrom('login_failures').where('failed_at', '<', windowStart()).execute();
    },

    /** A successful login clears the count for that email from that address. */
    async clear(email: string, ip: string): Promise<void> {
      await db.deleteFrom('login_failures').where('email', '=', email).where('ip', '=', ip).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
