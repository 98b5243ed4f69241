import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../db/index';
import type { Database } from '../db/schema';
import type { MailTransport } from './transport';

/** An e-mail to queue: rendered already, so what is sent is what the order was when placed. */
export interface QueuedMail {
  kind: string;
  recipient: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  orderId?: number;
}

/** How long a claimed row is one app server's: longer than a batch can take to send. */
export const MAIL_LEASE_MS = 5 * 60_000;
/** Rows claimed per round. */
export const MAIL_BATCH = 20;
/** How often the sender looks for due e-mails when nobody nudges it. */
export const MAIL_INTERVAL_MS = 5_000;
/** A message the mail server refuses for good (5xx) is tried this many times, then kept as failed. */
export const MAIL_PERMANENT_ATTEMPTS = 3;

/** The wait before the next try after `attempts` failures: 30 s doubling, at most an hour; never given up for a server that is away. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Queues e-mails in the caller's transaction (the order's): they exist exactly when what
 * they tell about does, and a mail server that is away never fails or slows the checkout.
 */
export async function queueMail(trx: Kysely<Database> | Transaction<Database>, mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await trx
    .insertInto('mail_outbox')
    .values(
      mails.map((m) => ({
        kind: m.kind,
        recipient: m.recipient,
        reply_to: m.replyTo ?? null,
        subject: m.subject,
        html: m.html,
        text: m.text,
        order_id: m.orderId ?? null,
      })),
    )
    .execute();
}

/** An error as one line for the outbox row and the log: e-mail addresses taken out. */
export function describeMailError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n')[0]?.trim() || 'unknown error';
  return line.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '[address]').slice(0, 300);
}

export interface SendResult {
  sent: number;
  failed: number;
}

/**
 * One round: claims up to MAIL_BATCH due e-mails (`for update skip locked`, then their
 * `next_attempt_at` moved a lease ahead, in one short transaction: another app server's
 * round skips them), sends each, and marks it sent or puts it back for a later try. A
 * connection failure (the server away) puts the rest of the batch back untried. If this
 * server stops between sending and marking, the lease lapses and the e-mail is sent again:
 * at least once, never by two servers at the same time (decision 0360).
 */
export async function sendDueMail(
  db: Db,
  transport: MailTransport,
  opts: { from: { name: string; address: string }; now?: Date; onFailure?: (line: string) => void },
): Promise<SendResult> {
  const now = opts.now ?? new Date();
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(MAIL_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length > 0) {
      await trx
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(now.getTime() + MAIL_LEASE_MS) })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    }
    return rows;
  });

  const result: SendResult = { sent: 0, failed: 0 };
  for (const [index, row] of claimed.entries()) {
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        from: opts.from,
        to: row.recipient,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        html: row.html,
        text: row.text,
      });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: sql`now()`, last_error: null })
        .where('id', '=', row.id)
        .execute();
      result.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = describeMailError(error);
      const code = (error as { responseCode?: number }).responseCode;
      const refused = typeof code === 'number' && code >= 500;
      const retryAt = new Date(now.getTime() + retryDelayMs(attempts));
      await db
        .updateTable('mail_outbox')
        .set({
          attempts,
          last_error: reason,
          next_attempt_at: retryAt,
          ...(refused && attempts >= MAIL_PERMANENT_ATTEMPTS ? { failed_at: now } : {}),
        })
        .where('id', '=', row.id)
        .execute();
      result.failed++;
      opts.onFailure?.(`e-mail ${row.id} (${row.kind}) not sent, try ${attempts}: ${reason}`);
      if (typeof code !== 'number') {
        // No answer from the server at all: the rest would fail the same way; they wait as long, untried.
        const rest = claimed.slice(index + 1).map((r) => r.id);
        if (rest.length > 0) {
          await db.updateTable('mail_outbox').set({ next_attempt_at: retryAt }).where('id', 'in', rest).execute();
        }
        break;
      }
    }
  }
  return result;
}

export interface MailSender {
  /** Look for due e-mails now (an order was just placed) rather than at the next interval. */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Sends due e-mails in the background: a round every MAIL_INTERVAL_MS, at once when
 * nudged, again at once while rounds find full batches. A failed round (the database
 * away) waits for the next; nothing here ever reaches a request.
 */
export function startMailSender(
  db: Db,
  transport: MailTransport,
  opts: {
    from: { name: string; address: string };
    intervalMs?: number;
    onError?: (line: string) => void;
  },
): MailSender {
  const interval = opts.intervalMs ?? MAIL_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const round = async () => {
    do {
      again = false;
      try {
        const { sent, failed } = await sendDueMail(db, transport, {
          from: opts.from,
          ...(opts.onError ? { onFailure: opts.onError } : {}),
        });
        if (sent + failed >= MAIL_BATCH && failed === 0) again = true;
      } catch (error) {
        opts.onError?.(`e-mails not sent this round: ${describeMailError(error)}`);
      }
    } while (again && !stopped);
  };
  const run = () => {
    clearTimeout(timer);
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = undefined;
      schedule();
    });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, interval);
    timer.unref();
  };
  schedule();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
