import type { ContactValues } from '../../domain/contact';
import { normalizeEmail } from '../../domain/fields';
import { takeAttempt, underAddressLock } from '../db/address-lock';
import type { Db } from '../db/index';

/** Messages from one client address per window, then 429. */
export const CONTACT_WINDOW_MINUTES = 60;
export const MAX_CONTACT_MESSAGES_PER_IP = 5;

/**
 * The messages sent with the contact form. Sends are throttled per client address as
 * newsletter sign-ups are (decision 0140): counted and recorded under the address's lock,
 * in the same transaction as the message.
 */
export function contactRepository(db: Db) {
  return {
    send(values: ContactValues, ip: string): Promise<'sent' | 'throttled'> {
      return underAddressLock(db, 'contact', ip, async (trx) => {
        const attempt = await takeAttempt(trx, 'contact_attempts', ip, {
          minutes: CONTACT_WINDOW_MINUTES,
          max: MAX_CONTACT_MESSAGES_PER_IP,
        });
        if (attempt === 'locked') return 'throttled';
        await trx
          .insertInto('contact_messages')
          .values({
            name: values.name.trim(),
            email: normalizeEmail(values.email),
            phone: values.phone.trim(),
            message: values.message.trim(),
          })
          .execute();
        return 'sent';
      });
    },
  };
}
