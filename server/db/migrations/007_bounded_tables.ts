import { type Kysely, sql } from 'kysely';

/**
 * Registration attempts per address (counted like failed logins), the shop's secrets
 * (shared by every app server through the database), and the indexes the sweeper's
 * deletes use (server/maintenance/sweeper.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registration_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index registration_attempts_ip on registration_attempts (ip, attempted_at)`.execute(db);
  await sql`create index registration_attempts_at on registration_attempts (attempted_at)`.execute(db);
  await sql`create index login_failures_at on login_failures (failed_at)`.execute(db);

  await db.schema
    .createTable('shop_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`create index sessions_expires on sessions (expires_at)`.execute(db);
  await sql`create index nonces_expires on nonces (expires_at)`.execute(db);
  // Guest carts whose session has ended belong to no one.
  await sql`create index carts_orphaned on carts (id) where session_id is null and user_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index carts_orphaned`.execute(db);
  await sql`drop index nonces_expires`.execute(db);
  await sql`drop index sessions_expires`.execute(db);
  await sql`drop index login_failures_at`.execute(db);
  await db.schema.dropTable('shop_secrets').execute();
  await db.schema.dropTable('registration_attempts').execute();
}
