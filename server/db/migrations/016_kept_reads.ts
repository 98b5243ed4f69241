import { type Kysely, sql } from 'kysely';

/** The channel every committed write to sessions and carts is announced on (server/cache/shopper-reads.ts). */
export const SHOPPER_CHANNEL = 'statefront_shoppers';

/** What a shopper's page reads of its session and cart, besides the products. */
const SHOPPER_TABLES = ['sessions', 'carts', 'cart_items'];

/**
 * What lets an app server keep reads in memory without serving a stale one (docs/decisions/0309).
 *
 * A second number in `catalogue_state` (migration 011): `rows_version`, raised by the
 * database in the same transaction as any write to `products`, every column (stock, SKU,
 * pictures, type included). `version` says whether a listing's ids may have moved;
 * `rows_version` whether a product's row may have. A page of a listing whose rows were read
 * at the `rows_version` the database still has is the page a fresh read would give, so a
 * page's rows are kept with the number they were read at, and a request sends one small
 * query instead of the page's rows. Kept apart from `version` so a checkout, which changes
 * stock, still leaves the listings' ids alone.
 *
 * A notification on every statement that writes sessions, carts or their lines, from
 * anywhere (a login, a checkout, the sweeper, psql), as migration 008 does for the
 * catalogue: embedded PGlite hears it before the write returns, so a shop on PGlite keeps
 * sessions and carts in memory and drops them on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table catalogue_state add column rows_version bigint not null default 0`.execute(db);
  await sql`
    create function bump_catalogue_rows_version() returns trigger language plpgsql as $$
    begin
      update catalogue_state set rows_version = rows_version + 1;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger products_rows_changed after insert or update or delete or truncate on products
    for each statement execute function bump_catalogue_rows_version()`.execute(db);

  await sql`
    create function statefront_shoppers_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(SHOPPER_CHANNEL)}, '');
      return null;
    end
    $$`.execute(db);
  for (const table of SHOPPER_TABLES) {
    await sql`
      create trigger ${sql.ref(`${table}_shoppers_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function statefront_shoppers_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SHOPPER_TABLES) {
    await sql`drop trigger if exists ${sql.ref(`${table}_shoppers_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists statefront_shoppers_changed()`.execute(db);
  await sql`drop trigger products_rows_changed on products`.execute(db);
  await sql`drop function bump_catalogue_rows_version()`.execute(db);
  await sql`alter table catalogue_state drop column rows_version`.execute(db);
}
