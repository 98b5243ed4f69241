import { type Kysely, sql } from 'kysely';

const CONTENT_TABLES = ['content_documents', 'posts'];

/**
 * Page-builder content: documents (pages and theme templates, each a tree of sections,
 * columns and widgets kept as JSON, docs/decisions/0240) and the journal's posts.
 * A document's id is chosen in its file under content/, as a page builder's template id
 * is fixed once made: `?theme_template_id=` and `data-template-id` name it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index content_documents_type on content_documents (type, id)`.execute(db);

  await db.schema
    .createTable('posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The archive and the latest-posts widget read newest first, a page at a time.
  await sql`create index posts_published on posts (published_at desc, id desc)`.execute(db);
  // Content is on pages kept for visitors without a session: a write drops them, as a
  // catalogue write does (migration 008's function notifies every app server).
  for (const table of CONTENT_TABLES) {
    await sql`
      create trigger ${sql.ref(`${table}_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function statefront_catalogue_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await sql`drop trigger if exists ${sql.ref(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await db.schema.dropTable('posts').execute();
  await db.schema.dropTable('content_documents').execute();
}
