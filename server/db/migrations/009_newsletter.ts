import { type Kysely, sql } from 'kysely';

/**
 * Newsletter sign-ups (one row an address, lower-cased) and the sign-up attempts counted
 * per address over an hour (server/newsletter/repository.ts), swept like the other
 * throttles' rows (server/maintenance/sweeper.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_signups')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('newsletter_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index newsletter_attempts_ip on newsletter_attempts (ip, attempted_at)`.execute(db);
  await sql`create index newsletter_attempts_at on newsletter_attempts (attempted_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_attempts').execute();
  await db.schema.dropTable('newsletter_signups').execute();
}
