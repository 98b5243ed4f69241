import { sql } from 'kysely';
import { tsQuery } from '../../domain/search';
import type { Db } from '../db/index';
import type { Post, Product } from '../db/schema';

// The very expressions migration 013 indexes: the planner uses the GIN index only for these.
const productDocument = sql`(
  setweight(to_tsvector('english'::regconfig, name), 'A') ||
  setweight(to_tsvector('english'::regconfig, short_description), 'B') ||
  setweight(to_tsvector('english'::regconfig, description), 'C'))`;
const postDocument = sql`(
  setweight(to_tsvector('english'::regconfig, title), 'A') ||
  setweight(to_tsvector('english'::regconfig, excerpt), 'B') ||
  setweight(to_tsvector('english'::regconfig, body), 'C'))`;

export interface Found<T> {
  items: T[];
  total: number;
}

/**
 * Full-text search of products and journal posts (docs/decisions/0250). Words come from
 * domain/search's parseQuery (letters and digits only) and are bound, never spliced.
 * Ranked by ts_rank over the weighted document, then by name or date for a stable order.
 */
export function searchRepository(db: Db) {
  const query = (words: string[], prefix: boolean) => sql`to_tsquery('english'::regconfig, ${tsQuery(words, prefix)})`;
  return {
    async products(words: string[], limit: number, offset = 0): Promise<Found<Product>> {
      const q = query(words, false);
      const [items, count] = await Promise.all([
        db
          .selectFrom('products')
          .selectAll()
          .where(sql<boolean>`${productDocument} @@ ${q}`)
          .orderBy(sql`ts_rank(${productDocument}, ${q})`, 'desc')
          .orderBy('name')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(sql<boolean>`${productDocument} @@ ${q}`)
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.n) };
    },

    async posts(words: string[], limit: number, offset = 0): Promise<Found<Post>> {
      const q = query(words, false);
      const [items, count] = await Promise.all([
        db
          .selectFrom('posts')
          .selectAll()
          .where(sql<boolean>`${postDocument} @@ ${q}`)
          .orderBy(sql`ts_rank(${postDocument}, ${q})`, 'desc')
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('posts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(sql<boolean>`${postDocument} @@ ${q}`)
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.n) };
    },

    /** Names and titles for suggestions, the last word as a prefix: products first, then posts. */
    async suggestions(
      words: string[],
      limit: number,
    ): Promise<{ kind: 'product' | 'post'; label: string; slug: string }[]> {
      const q = query(words, true);
      const products = await db
        .selectFrom('products')
        .select(['name as label', 'slug'])
        .where(sql<boolean>`${productDocument} @@ ${q}`)
        .orderBy(sql`ts_rank(${productDocument}, ${q})`, 'desc')
        .orderBy('name')
        .limit(limit)
        .execute();
      const posts =
        products.length < limit
          ? await db
              .selectFrom('posts')
              .select(['title as label', 'slug'])
              .where(sql<boolean>`${postDocument} @@ ${q}`)
              .orderBy(sql`ts_rank(${postDocument}, ${q})`, 'desc')
              .orderBy('published_at', 'desc')
              .limit(limit - products.length)
              .execute()
          : [];
      return [
        ...products.map((p) => ({ kind: 'product' as const, ...p })),
        ...posts.map((p) => ({ kind: 'post' as const, ...p })),
      ];
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
