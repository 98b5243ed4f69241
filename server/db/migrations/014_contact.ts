import { type Kysely, sql } from 'kysely';

/**
 * Messages sent with the contact form, and the sends counted per client address over an
 * hour (server/contact/repository.ts), swept like the other throttles' rows
 * (server/maintenance/sweeper.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('contact_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index contact_attempts_ip on contact_attempts (ip, attempted_at)`.execute(db);
  await sql`create index contact_attempts_at on contact_attempts (attempted_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_attempts').execute();
  await db.schema.dropTable('contact_messages').execute();
}
