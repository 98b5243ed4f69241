import { sql } from 'kysely';
import { LOGIN_WINDOW_MINUTES, REGISTRATION_WINDOW_MINUTES } from '../accounts/throttle';
import { CONTACT_WINDOW_MINUTES } from '../contact/repository';
import type { Db } from '../db/index';
import { NEWSLETTER_WINDOW_MINUTES } from '../newsletter/repository';

/** The advisory lock (single bigint key space) one app server holds while it sweeps a batch. */
export const SWEEP_LOCK_KEY = 7303;
/** Rows deleted per table per batch: each batch is a short transaction. */
export const SWEEP_BATCH = 500;
/** Batches per round at most, so one round never runs long; the next round goes on. */
const MAX_BATCHES = 20;
export const SWEEP_INTERVAL_MS = 10 * 60_000;
/** An uploaded photo no review took is kept this long: time enough to finish the review. */
export const UNATTACHED_PHOTO_HOURS = 24;

export interface SweepResult {
  /** False when another app server was sweeping: this one did nothing. */
  swept: boolean;
  sessions: number;
  carts: number;
  nonces: number;
  loginFailures: number;
  registrationAttempts: number;
  reviewPhotos: number;
  newsletterAttempts: number;
  contactAttempts: number;
}

/**
 * One sweeping round: expired sessions with their guest carts (a shopper's own cart is
 * kept for the next login), guest carts left without a session, nonces a lifetime past
 * expiry (until then a late one is told "expired", not "invalid"), throttle rows past
 * their window (failed logins, registrations, newsletter sign-ups), and review photos no
 * review took within a day. In batches of SWEEP_BATCH rows, each its own transaction
 * holding pg_try_advisory_xact_lock(SWEEP_LOCK_KEY): with several app servers on one
 * database, one sweeps while the others skip their turn, and no lock outlives a batch
 * (decision 0143).
 */
export async function sweepOnce(db: Db, opts: { nonceLifetimeSeconds: number; now?: Date }): Promise<SweepResult> {
  const now = opts.now ?? new Date();
  const total: SweepResult = {
    swept: false,
    sessions: 0,
    carts: 0,
    nonces: 0,
    loginFailures: 0,
    registrationAttempts: 0,
    reviewPhotos: 0,
    newsletterAttempts: 0,
    contactAttempts: 0,
  };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const result = await db.transaction().execute(async (trx) => {
      const lock = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint) as locked`.execute(trx);
      if (!lock.rows[0]?.locked) return undefined;
      const expired = (
        await trx.selectFrom('sessions').select('id').where('expires_at', '<', now).limit(SWEEP_BATCH).execute()
      ).map((s) => s.id);
      let carts = 0;
      let sessions = 0;
      if (expired.length > 0) {
        const guestCarts = await trx
          .deleteFrom('carts')
          .where('session_id', 'in', expired)
          .where('user_id', 'is', null)
          .executeTakeFirst();
        carts += Number(guestCarts.numDeletedRows);
        // Nonces go with their session; a shopper's cart, orders and account stay.
        sessions = Number(
          (await trx.deleteFrom('sessions').where('id', 'in', expired).executeTakeFirst()).numDeletedRows,
        );
      }
      const orphans = await trx
        .deleteFrom('carts')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('carts')
            .select('id')
            .where('session_id', 'is', null)
            .where('user_id', 'is', null)
            .limit(SWEEP_BATCH),
        )
        .executeTakeFirst();
      carts += Number(orphans.numDeletedRows);
      const nonces = await trx
        .deleteFrom('nonces')
        .where('token', 'in', (eb) =>
          eb
            .selectFrom('nonces')
            .select('token')
            .where('expires_at', '<', new Date(now.getTime() - opts.nonceLifetimeSeconds * 1000))
            .limit(SWEEP_BATCH),
        )
        .executeTakeFirst();
      const loginFailures = await trx
        .deleteFrom('login_failures')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('login_failures')
            .select('id')
            .where('failed_at', '<', new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000))
            .limit(SWEEP_BATCH),
        )
        .executeTakeFirst();
      const registrationAttempts = await trx
        .deleteFrom('registration_attempts')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('registration_attempts')
            .select('id')
            .where('attempted_at', '<', new Date(now.getTime() - REGISTRATION_WINDOW_MINUTES * 60_000))
            .limit(SWEEP_BATCH),
        )
        .executeTakeFirst();
      // Photos uploaded but never put on a review, a day on: the review was abandoned.
      const reviewPhotos = await trx
        .deleteFrom('review_photos')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('review_photos')
            .select('id')
            .where('created_at', '<', new Date(now.getTime() - UNATTACHED_PHOTO_HOURS * 3_600_000))
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('product_reviews').select('id').whereRef('photo_id', '=', 'review_photos.id'))),
            )
            .limit(SWEEP_BATCH),
        )
        .executeTakeFirst();
      const newsletterAttempts = await trx
        .deleteFrom('newsletter_attempts')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('newsletter_attempts')
            .select('id')
            .where('attempted_at', '<', new Date(now.getTime() - NEWSLETTER_WINDOW_MINUTES * 60_000))
            .limit(SWEEP_BATCH),
        )
        .executeTakeFirst();
      const contactAttempts = await trx
        .deleteFrom('contact_attempts')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('contact_attempts')
            .select('id')
            .where('attempted_at', '<', new Date(now.getTime() - CONTACT_WINDOW_MINUTES * 60_000))
            .limit(SWEEP_BATCH),
        )
        .executeTakeFirst();
      return {
        sessions,
        carts,
        nonces: Number(nonces.numDeletedRows),
        loginFailures: Number(loginFailures.numDeletedRows),
        registrationAttempts: Number(registrationAttempts.numDeletedRows),
        reviewPhotos: Number(reviewPhotos.numDeletedRows),
        newsletterAttempts: Number(newsletterAttempts.numDeletedRows),
        contactAttempts: Number(contactAttempts.numDeletedRows),
      };
    });
    if (!result) break;
    total.swept = true;
    total.sessions += result.sessions;
    total.carts += result.carts;
    total.nonces += result.nonces;
    total.loginFailures += result.loginFailures;
    total.registrationAttempts += result.registrationAttempts;
    total.reviewPhotos += result.reviewPhotos;
    total.newsletterAttempts += result.newsletterAttempts;
    total.contactAttempts += result.contactAttempts;
    if (Math.max(...Object.values(result)) < SWEEP_BATCH) break;
  }
  return total;
}

/**
 * Sweeps every SWEEP_INTERVAL_MS, first after a random part of it so app servers started
 * together do not all try at once. A failed round (the database away) waits for the next.
 */
export function startSweeper(
  db: Db,
  opts: { nonceLifetimeSeconds: number; onError?: (error: unknown) => void },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweepOnce(db, opts)
        .catch((error: unknown) => opts.onError?.(error))
        .finally(() => schedule(SWEEP_INTERVAL_MS));
    }, delay);
    timer.unref();
  };
  schedule(Math.floor(Math.random() * SWEEP_INTERVAL_MS));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
