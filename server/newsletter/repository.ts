import { takeAttempt, underAddressLock } from '../db/address-lock';
import type { Db } from '../db/index';

/** Sign-up attempts (valid addresses) from one address per window, then 429. */
export const NEWSLETTER_WINDOW_MINUTES = 60;
export const MAX_NEWSLETTER_SIGNUPS_PER_IP = 10;

/**
 * The newsletter list. An address is stored once, lower-cased; signing up again changes
 * nothing and answers the same, so nobody can learn who is on the list. Attempts are
 * throttled per address as registrations are (decision 0140): counted and recorded under
 * the address's lock, in the same transaction as the sign-up.
 */
export function newsletterRepository(db: Db) {
  return {
    signUp(email: string, source: 'popup' | 'page', ip: string): Promise<'signed_up' | 'throttled'> {
      return underAddressLock(db, 'newsletter', ip, async (trx) => {
        const attempt = await takeAttempt(trx, 'newsletter_attempts', ip, {
          minutes: NEWSLETTER_WINDOW_MINUTES,
          max: MAX_NEWSLETTER_SIGNUPS_PER_IP,
        });
        if (attempt === 'locked') return 'throttled';
        await trx
          .insertInto('newsletter_signups')
          .values({ email, source })
          .onConflict((oc) => oc.column('email').doNothing())
          .execute();
        return 'signed_up';
      });
    },
  };
}
