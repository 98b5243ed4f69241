import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Stored lower-cased (domain/fields normalizeEmail), so unique means unique.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_meta')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_meta_pk', ['user_id', 'key'])
    .execute();

  // A session belongs to a shopper once they log in; a guest session has none.
  await db.schema
    .alterTable('sessions')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await sql`create index sessions_user on sessions (user_id) where user_id is not null`.execute(db);

  // Failed logins, counted per email and address over a window (server/accounts/throttle.ts).
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index login_failures_email_ip on login_failures (email, ip, failed_at)`.execute(db);
  await sql`create index login_failures_ip on login_failures (ip, failed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema.alterTable('sessions').dropColumn('user_id').execute();
  await db.schema.dropTable('user_meta').execute();
  await db.schema.dropTable('users').execute();
}
