import { type Kysely, sql } from 'kysely';

/**
 * What listing snapshots need (server/catalogue/listing-snapshots.ts, docs/decisions/0170).
 *
 * The price a product sells at as a column of its own, so that the price orders are read
 * from an index alone, as the other orders are; the expression index it replaces could
 * not serve an index-only scan.
 *
 * The catalogue's version: one number the database itself raises, in the same
 * transaction, whenever a write changes which products a listing holds or their order
 * (products added or removed, a sort column changed, categories or tags assigned). Every
 * app server compares it with the version its listing snapshots were read at. Stock and
 * descriptions are left out: listings read them fresh, and a checkout, which changes
 * stock, must not make every listing be read again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table products add column effective_price_cents integer
    generated always as (coalesce(sale_price_cents, price_cents)) stored`.execute(db);
  await sql`create index products_effective_price on products (effective_price_cents, id)`.execute(db);
  await sql`drop index products_price`.execute(db);

  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into catalogue_state (id, version) values (true, 0)`.execute(db);
  await sql`
    create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_state set version = version + 1;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger products_listed after insert or delete or truncate on products
    for each statement execute function bump_catalogue_version()`.execute(db);
  await sql`
    create trigger products_reordered
    after update of name, menu_order, price_cents, sale_price_cents, sales_count, rating, rating_count, created_at
    on products for each statement execute function bump_catalogue_version()`.execute(db);
  for (const table of ['product_categories', 'product_tags', 'tags']) {
    await sql`
      create trigger ${sql.id(`${table}_reordered`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalogue_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['product_categories', 'product_tags', 'tags']) {
    await sql`drop trigger ${sql.id(`${table}_reordered`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop trigger products_reordered on products`.execute(db);
  await sql`drop trigger products_listed on products`.execute(db);
  await sql`drop function bump_catalogue_version()`.execute(db);
  await db.schema.dropTable('catalogue_state').execute();
  await sql`create index products_price on products ((coalesce(sale_price_cents, price_cents)), id)`.execute(db);
  await sql`alter table products drop column effective_price_cents`.execute(db);
}
