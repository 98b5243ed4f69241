import { type Kysely, sql } from 'kysely';

/**
 * A second number in `catalogue_state` (migration 011): `rows_version`, raised by the
 * database in the same transaction as any write to `products`, every column (stock, SKU,
 * pictures, type included). `version` says whether a listing's ids may have moved;
 * `rows_version` whether a product's row may have. A page of a listing whose rows were
 * read at the `rows_version` the database still has is the page a fresh read would give,
 * so an app server keeps a page's rows with the number they were read at and sends one
 * small query per request instead of the page's rows (docs/decisions/0309). Kept apart
 * from `version` so a checkout, which changes stock, still leaves the listings' ids alone.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger products_rows_changed on products`.execute(db);
  await sql`drop function bump_catalogue_rows_version()`.execute(db);
  await sql`alter table catalogue_state drop column rows_version`.execute(db);
}
