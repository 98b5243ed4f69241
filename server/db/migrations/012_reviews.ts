import { type Kysely, sql } from 'kysely';

/**
 * Product reviews and their photos. A photo is uploaded first (kept as sent until it is
 * processed, then as its scaled sizes), then attached to one review; photos never
 * attached are swept after a day, attached ones outlive their uploader's session.
 * Pictures live in the database like everything else, so any app server serves what
 * another stored. `rating_sum` keeps the products' average exact as reviews come in
 * (`rating` is rounded to two places).
 *
 * Reviews are shown on product pages, which app servers keep for visitors without a
 * session: every write to them notifies the catalogue channel as catalogue writes do
 * (migration 008's function, docs/decisions/0160), so the next visitor sees the review.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('rating_sum', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update products set rating_sum = rating * rating_count`.execute(db);

  await db.schema
    .createTable('review_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('original', 'bytea')
    .addColumn('full', 'bytea')
    .addColumn('thumb', 'bytea')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('thumb_width', 'integer')
    .addColumn('thumb_height', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index review_photos_ip on review_photos (ip, created_at)`.execute(db);
  await sql`create index review_photos_created on review_photos (created_at)`.execute(db);

  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('reviewer', 'text', (c) => c.notNull())
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('photo_id', 'text', (c) => c.unique().references('review_photos.id').onDelete('set null'))
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index product_reviews_product on product_reviews (product_id, created_at desc, id desc)`.execute(db);
  await sql`create index product_reviews_ip on product_reviews (ip, created_at)`.execute(db);
  await sql`
    create trigger product_reviews_changed
    after insert or update or delete or truncate on product_reviews
    for each statement execute function statefront_catalogue_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Its trigger goes with the table; the function is migration 008's.
  await db.schema.dropTable('product_reviews').execute();
  await db.schema.dropTable('review_photos').execute();
  await db.schema.alterTable('products').dropColumn('rating_sum').execute();
}
