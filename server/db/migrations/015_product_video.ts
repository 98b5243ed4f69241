import type { Kysely } from 'kysely';

/**
 * A product may have a video: the path of a file the shop serves itself
 * (`/media/video/<name>.webm`, server/routes/media.ts), shown in the product gallery's
 * lightbox. Null for most products.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('video_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('video_url').execute();
}
