import { type Kysely, sql } from 'kysely';

/**
 * A logged-in shopper's cart outlives the session it was filled in: a cart remembers its
 * shopper (user_id), and ending a session detaches the cart (session_id set to null)
 * instead of deleting it. The next login takes it up again (server/cart/adopt.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('carts')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await sql`alter table carts alter column session_id drop not null`.execute(db);
  await sql`alter table carts drop constraint carts_session_id_fkey`.execute(db);
  await sql`alter table carts add constraint carts_session_id_fkey foreign key (session_id) references sessions (id) on delete set null`.execute(
    db,
  );
  await sql`create index carts_user on carts (user_id) where user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from carts where session_id is null`.execute(db);
  await sql`alter table carts drop constraint carts_session_id_fkey`.execute(db);
  await sql`alter table carts add constraint carts_session_id_fkey foreign key (session_id) references sessions (id) on delete cascade`.execute(
    db,
  );
  await sql`alter table carts alter column session_id set not null`.execute(db);
  await db.schema.alterTable('carts').dropColumn('user_id').execute();
}
