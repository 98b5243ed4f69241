import { type Kysely, sql } from 'kysely';

/**
 * The mail outbox (server/mail/outbox.ts): every e-mail the shop sends, written in the
 * transaction of what it tells about (an order), sent in the background. A row is claimed
 * by one app server for a lease (`next_attempt_at` moved ahead, `for update skip locked`),
 * marked sent, or put back with a later `next_attempt_at` after a failure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    // Refused for good by the mail server (a 5xx, tried MAIL_PERMANENT_ATTEMPTS times): kept, not tried again.
    .addColumn('failed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // What the sender looks for: unsent rows by when they are due.
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null`.execute(
    db,
  );
  await sql`create index mail_outbox_order on mail_outbox (order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
