import { type Kysely, sql } from 'kysely';

/** The channel every committed catalogue write is announced on (server/cache/catalogue-changes.ts). */
export const CATALOGUE_CHANNEL = 'statefront_catalogue';

/** The tables whose rows a shopper sees on catalogue pages: prices, stock, names, menus, tags. */
const CATALOGUE_TABLES = ['products', 'categories', 'tags', 'product_categories', 'product_tags'];

/**
 * Every write to the catalogue, from this shop or from anything else on the database (an
 * import, psql, a second app server), sends one notification when its transaction commits:
 * app servers drop the pages and reads they keep in memory (docs/decisions/0160). Per
 * statement, not per row: a bulk import notifies once per statement, and Postgres folds
 * identical notifications of one transaction into one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function statefront_catalogue_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CATALOGUE_CHANNEL)}, '');
      return null;
    end
    $$`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql`
      create trigger ${sql.ref(`${table}_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function statefront_catalogue_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOGUE_TABLES) {
    await sql`drop trigger if exists ${sql.ref(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists statefront_catalogue_changed()`.execute(db);
}
