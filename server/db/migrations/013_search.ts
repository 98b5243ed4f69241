import { type Kysely, sql } from 'kysely';

/**
 * Full-text search over products and journal posts (docs/decisions/0250): GIN indexes on
 * the very expressions server/search/repository.ts matches against, with the 'english'
 * configuration (stems, so "mugs" finds "mug"; stop words dropped). Weights rank a match
 * in a name or title (A) above one in a short text (B) above one in a long text (C).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index products_search on products using gin ((
      setweight(to_tsvector('english'::regconfig, name), 'A') ||
      setweight(to_tsvector('english'::regconfig, short_description), 'B') ||
      setweight(to_tsvector('english'::regconfig, description), 'C')
    ))`.execute(db);
  await sql`
    create index posts_search on posts using gin ((
      setweight(to_tsvector('english'::regconfig, title), 'A') ||
      setweight(to_tsvector('english'::regconfig, excerpt), 'B') ||
      setweight(to_tsvector('english'::regconfig, body), 'C')
    ))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists posts_search`.execute(db);
  await sql`drop index if exists products_search`.execute(db);
}
