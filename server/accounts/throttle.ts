import type { Kysely } from 'kysely';
import { count, minutesAgo, takeAttempt, underAddressLock } from '../db/address-lock';
import type { Db } from '../db/index';
import type { Database } from '../db/schema';

/**
 * Failed logins and registrations are rows, counted over a sliding window per address
 * (and, for logins, per email and address). Rows, not process memory, so the limits hold
 * across any number of app servers (decision 0033).
 *
 * Check and record are one step: an attempt takes a transaction-scoped advisory lock on
 * its address, counts, and records itself before the slow password hash runs. A burst of
 * simultaneous requests therefore queues on the lock and sees every earlier attempt;
 * without it, each counted before any recorded and all got through (decision 0140).
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL_AND_IP = 5;
export const MAX_FAILURES_PER_IP = 50;
export const REGISTRATION_WINDOW_MINUTES = 60;
export const MAX_REGISTRATIONS_PER_IP = 10;

export function loginThrottle(db: Db) {
  return {
    /**
     * 'locked' when the email or the address has used up its failures; otherwise records
     * this attempt as a failure, which `succeeded` takes back.
     */
    attempt(email: string, ip: string): Promise<'allowed' | 'locked'> {
      return underAddressLock(db, 'login', ip, async (trx) => {
        const since = minutesAgo(LOGIN_WINDOW_MINUTES);
        const failures = (t: Kysely<Database>) =>
          t
            .selectFrom('login_failures')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('ip', '=', ip)
            .where('failed_at', '>', since);
        const pair = await count(failures(trx).where('email', '=', email).executeTakeFirstOrThrow());
        const address = await count(failures(trx).executeTakeFirstOrThrow());
        if (pair >= MAX_FAILURES_PER_EMAIL_AND_IP || address >= MAX_FAILURES_PER_IP) return 'locked';
        await trx.insertInto('login_failures').values({ email, ip }).execute();
        return 'allowed';
      });
    },

    /** A successful login clears the count for that email from that address, this attempt included. */
    async succeeded(email: string, ip: string): Promise<void> {
      await db.deleteFrom('login_failures').where('email', '=', email).where('ip', '=', ip).execute();
    },
  };
}

export function registrationThrottle(db: Db) {
  return {
    /** 'locked' when the address has registered its fill this hour; otherwise records this attempt. */
    attempt(ip: string): Promise<'allowed' | 'locked'> {
      return underAddressLock(db, 'registration', ip, (trx) =>
        takeAttempt(trx, 'registration_attempts', ip, {
          minutes: REGISTRATION_WINDOW_MINUTES,
          max: MAX_REGISTRATIONS_PER_IP,
        }),
      );
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
