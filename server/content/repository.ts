import type { DocumentType } from '../../ui/content/types';
import { shortLived } from '../cache/short-lived';
import type { Db } from '../db/index';
import type { Post } from '../db/schema';

export interface StoredDocument {
  id: number;
  slug: string;
  type: string;
  title: string;
  description: string | null;
  content: unknown;
}

/** Whether a path segment can be a slug at all; anything else is not found without asking the database. */
const isSlug = (value: string) => /^[a-z0-9-]{1,60}$/.test(value);

/**
 * How long an app server keeps the theme templates it read. Every page reads them (header,
 * footer, a listing's archive); only the content seed writes them, as a release starts, and
 * no trigger announces it (docs/decisions/0281).
 */
export const TEMPLATE_SECONDS = 5;

/** Reads documents, posts and what content widgets show of the catalogue. */
export function contentRepository(db: Db, opts: { templateSeconds?: number; now?: () => number } = {}) {
  const documents = () =>
    db.selectFrom('content_documents').select(['id', 'slug', 'type', 'title', 'description', 'content']);
  const remember = shortLived(opts.templateSeconds ?? TEMPLATE_SECONDS, opts.now);
  /** Every theme template in one read, kept: the same objects while kept (render.ts checks each once). */
  const allTemplates = () =>
    remember('templates', () => documents().where('type', '!=', 'page').orderBy('id').execute());
  return {
    async documentBySlug(slug: string): Promise<StoredDocument | undefined> {
      if (!isSlug(slug)) return undefined;
      return documents().where('slug', '=', slug).executeTakeFirst();
    },

    async documentById(id: number): Promise<StoredDocument | undefined> {
      return documents().where('id', '=', id).executeTakeFirst();
    },

    /** The theme template of each type asked for (the seed allows one of each). */
    async templates(types: DocumentType[]): Promise<StoredDocument[]> {
      return (await allTemplates()).filter((t) => types.includes(t.type as DocumentType));
    },

    /** Newest first; `offset` counts posts. */
    async latestPosts(limit: number, offset = 0): Promise<Post[]> {
      return db
        .selectFrom('posts')
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async countPosts(): Promise<number> {
      const { n } = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async postBySlug(slug: string): Promise<Post | undefined> {
      if (!isSlug(slug)) return undefined;
      return db.selectFrom('posts').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** Categories in menu order with their product count (their pictures: the catalogue's categoryPictures). */
    async categoryCards(limit: number): Promise<{ slug: string; name: string; count: number }[]> {
      const rows = await db
        .selectFrom('categories as c')
        .select((eb) => [
          'c.slug',
          'c.name',
          eb
            .selectFrom('product_categories as pc')
            .whereRef('pc.category_id', '=', 'c.id')
            .select((e) => e.fn.countAll<string>().as('n'))
            .as('count'),
        ])
        .orderBy('c.menu_order')
        .orderBy('c.name')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ slug: r.slug, name: r.name, count: Number(r.count ?? 0) }));
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
