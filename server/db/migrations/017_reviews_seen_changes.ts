import { type Kysely, sql } from 'kysely';

/**
 * Migration 012 told app servers the catalogue changed on every statement that wrote
 * `product_reviews`, including the one Postgres runs itself when a session ends: the foreign
 * key's `on delete set null` updates `session_id` (even of no row), so every logout and
 * every sweep emptied every server's kept pages and reads. A review's session is shown on no
 * page; only what a page shows of a review notifies now (docs/decisions/0311). An
 * `update of` trigger fires when a listed column is set, and the foreign key sets only `session_id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_reviews_changed on product_reviews`.execute(db);
  await sql`
    create trigger product_reviews_changed
    after insert or update of product_id, rating, reviewer, review, photo_id, created_at or delete or truncate
    on product_reviews
    for each statement execute function statefront_catalogue_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger product_reviews_changed on product_reviews`.execute(db);
  await sql`
    create trigger product_reviews_changed
    after insert or update or delete or truncate on product_reviews
    for each statement execute function statefront_catalogue_changed()`.execute(db);
}
