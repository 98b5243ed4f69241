import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { TermFilter } from '../../domain/listingFilter';
import type { RememberRead } from '../cache/catalogue-reads';
import type { Db } from '../db/index';
import type { Category, Database, Product } from '../db/schema';
import { parseIds, type Snapshot, snapshotCache } from './listing-snapshots';
import type { OrderBy } from './orderby';

export interface ListingQuery {
  orderBy: OrderBy;
  page: number;
  perPage: number;
  categoryId?: number;
  /** Tag slugs and how they combine; no terms, no filter. */
  tags?: TermFilter;
  /** Category slugs and how they combine (a content widget's category filter); no terms, no filter. */
  categories?: TermFilter | undefined;
}

export interface ListingPage {
  products: Product[];
  total: number;
}

/**
 * Whether a path segment can be a slug at all. Anything else (a NUL byte, say, which
 * Postgres refuses in text) is simply not found, rather than a database error.
 */
function isSlug(value: string): boolean {
  return /^[\p{L}\p{N}_-]{1,200}$/u.test(value);
}

/**
 * Each listing order, with id as the last tie-breaker so the order is total: each read
 * from an index of its own (migrations 001 and 011).
 */
const ORDER_SQL: Record<OrderBy, RawBuilder<unknown>> = {
  menu_order: sql`menu_order asc, name asc, id asc`,
  popularity: sql`sales_count desc, id desc`,
  rating: sql`rating desc, rating_count desc, id desc`,
  date: sql`created_at desc, id desc`,
  price: sql`effective_price_cents asc, id asc`,
  'price-desc': sql`effective_price_cents desc, id desc`,
};

/** The listing's products before they are ordered and paged. */
type Listed = SelectQueryBuilder<Database, 'products', object>;
/** A product carrying a term, and the term. */
type Linked = { product_id: number; term_id: number };

interface ListingKey {
  orderBy: OrderBy;
  categoryId?: number | undefined;
  tags?: TermFilter | undefined;
  categories?: TermFilter | undefined;
}

/** One key per term filter whatever the order its terms were chosen in. */
const filterKey = (f: TermFilter | undefined): string =>
  f && f.terms.length > 0 ? `${f.logic}:${[...new Set(f.terms)].sort().join('+')}` : '';

/** One key per listing whatever the order its tags were chosen in. */
function listingKey(q: ListingKey): string {
  const key: unknown[] = [q.orderBy, q.categoryId ?? null, filterKey(q.tags)];
  // Only listings with a category filter say so, so every other listing keeps its key.
  if (filterKey(q.categories)) key.push(filterKey(q.categories));
  return JSON.stringify(key);
}

/**
 * Reads the catalogue. Listings page through snapshots of their ids (listing-snapshots.ts).
 * What every page reads (categories, tags) goes through `remember`, which keeps it until
 * the catalogue changes (server/cache/catalogue-reads.ts). With `rememberListings`, pages of
 * listings do too: only where a change is heard before the write that made it returns
 * (embedded PGlite, docs/decisions/0281); elsewhere each page checks the catalogue's
 * version and reads its products, so it shows a write the moment it is committed.
 */
export function catalogueRepository(
  db: Db,
  remember: RememberRead = (_key, load) => load(),
  opts: { rememberListings?: boolean } = {},
) {
  let knownCategories: Category[] = [];

  /** The products of the listing, filtered but not ordered or paged. */
  function listed(q: ListingKey) {
    let base: Listed = db.selectFrom('products');
    if (q.categoryId !== undefined) {
      const categoryId = q.categoryId;
      base = base.where('products.id', 'in', (eb) =>
        eb.selectFrom('product_categories').select('product_id').where('category_id', '=', categoryId),
      );
    }
    base = withTerms(base, q.tags, (terms) =>
      db
        .selectFrom('product_tags')
        .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
        .select(['product_tags.product_id as product_id', 'tags.id as term_id'])
        .where('tags.slug', 'in', terms),
    );
    base = withTerms(base, q.categories, (terms) =>
      db
        .selectFrom('product_categories')
        .innerJoin('categories', 'categories.id', 'product_categories.category_id')
        .select(['product_categories.product_id as product_id', 'categories.id as term_id'])
        .where('categories.slug', 'in', terms),
    );
    return base;
  }

  /**
   * Narrows the listing by a taxonomy filter, the same rules for tags and categories: OR is in
   * any term named, NOT in none, AND in every one (an unknown term matches nothing, so nothing
   * is listed). `linked` selects the products carrying any of the terms, with the term's id.
   */
  function withTerms(
    base: Listed,
    filter: TermFilter | undefined,
    linked: (terms: string[]) => SelectQueryBuilder<Database, keyof Database, Linked>,
  ): Listed {
    if (!filter || filter.terms.length === 0) return base;
    const carrying = db.selectFrom(linked(filter.terms).as('linked')).select('linked.product_id');
    if (filter.logic !== 'and') return base.where('products.id', filter.logic === 'not' ? 'not in' : 'in', carrying);
    const everyTerm = carrying
      .groupBy('linked.product_id')
      .having((eb) => eb.fn.count('linked.term_id').distinct(), '=', filter.terms.length);
    return base.where('products.id', 'in', everyTerm);
  }

  const snapshots = snapshotCache();

  /**
   * The listing's ids in order. ARRAY(subquery) keeps the subquery's order and lets it be
   * read from the order's index; the ids and the version come from one statement, so they
   * describe one state of the catalogue.
   */
  async function readSnapshot(q: ListingKey): Promise<Snapshot> {
    const ids = listed(q).select('products.id').orderBy(ORDER_SQL[q.orderBy]);
    const row = await db
      .selectNoFrom([
        sql<string>`array_to_string(array(${ids}), ',')`.as('ids'),
        sql<string>`(select version::text from catalogue_state)`.as('version'),
      ])
      .executeTakeFirstOrThrow();
    return { version: row.version, ids: parseIds(row.ids) };
  }

  async function version(): Promise<string> {
    const row = await db
      .selectFrom('catalogue_state')
      .select(sql<string>`version::text`.as('version'))
      .executeTakeFirstOrThrow();
    return row.version;
  }

  /** The products of one page of the snapshot, in its order. */
  async function pageOf(snapshot: Snapshot, q: ListingQuery): Promise<Product[]> {
    const ids = [...snapshot.ids.subarray((q.page - 1) * q.perPage, q.page * q.perPage)];
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(rows.map((p) => [p.id, p]));
    // A product deleted since the snapshot was read is simply missing from its page.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function readListing(q: ListingQuery): Promise<ListingPage> {
    const key = listingKey(q);
    const kept = snapshots.peek(key);
    // The page is read from the snapshot in hand while the version is checked; an
    // out-of-date snapshot (rare: the catalogue changed) costs a second read.
    const [current, page] = await Promise.all([version(), kept ? pageOf(kept, q) : undefined]);
    if (kept && page && kept.version === current) return { products: page, total: kept.ids.length };
    const read = () => readSnapshot(q);
    let snapshot = await snapshots.rebuild(key, read);
    // A read that began before the change cannot stand for the version just seen.
    if (BigInt(snapshot.version) < BigInt(current)) snapshot = await snapshots.rebuild(key, read);
    return { products: await pageOf(snapshot, q), total: snapshot.ids.length };
  }

  return {
    listProducts(q: ListingQuery): Promise<ListingPage> {
      if (!opts.rememberListings) return readListing(q);
      return remember(`listing:${listingKey(q)}:${q.page}:${q.perPage}`, () => readListing(q));
    },

    async productBySlug(slug: string): Promise<Product | undefined> {
      if (!isSlug(slug)) return undefined;
      return db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    async productById(id: number): Promise<Product | undefined> {
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Each category's picture for the header's mega menu: its first product's, by menu order
     * then name (as the category grid shows it), by category slug. Kept until the catalogue changes.
     */
    categoryPictures(): Promise<Record<string, string>> {
      return remember('category-pictures', async () => {
        const rows = await db
          .selectFrom('categories as c')
          .select((eb) => [
            'c.slug',
            eb
              .selectFrom('products as p')
              .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
              .whereRef('pc.category_id', '=', 'c.id')
              .select('p.slug')
              .orderBy('p.menu_order')
              .orderBy('p.name')
              .limit(1)
              .as('picture'),
          ])
          .execute();
        return Object.fromEntries(rows.filter((r) => r.picture).map((r) => [r.slug, r.picture as string]));
      });
    },

    async categories(): Promise<Category[]> {
      knownCategories = await remember('categories', () =>
        db.selectFrom('categories').selectAll().orderBy('menu_order').orderBy('name').execute(),
      );
      return knownCategories;
    },

    /**
     * The categories as last read: the header's menu on pages rendered while the database
     * is unreachable. Empty until the first read.
     */
    lastKnownCategories(): Category[] {
      return knownCategories;
    },

    async categoryBySlug(slug: string): Promise<Category | undefined> {
      if (!isSlug(slug)) return undefined;
      return db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    async categoriesOf(productId: number): Promise<Category[]> {
      return db
        .selectFrom('categories')
        .innerJoin('product_categories', 'product_categories.category_id', 'categories.id')
        .selectAll('categories')
        .where('product_categories.product_id', '=', productId)
        .orderBy('categories.menu_order')
        .execute();
    },

    /** Every tag, by name: the listing filter's choices. */
    async tags(): Promise<{ slug: string; name: string }[]> {
      return remember('tags', () => db.selectFrom('tags').select(['slug', 'name']).orderBy('name').execute());
    },

    async tagsOf(productId: number): Promise<{ slug: string; name: string }[]> {
      return db
        .selectFrom('tags')
        .innerJoin('product_tags', 'product_tags.tag_id', 'tags.id')
        .select(['tags.slug', 'tags.name'])
        .where('product_tags.product_id', '=', productId)
        .orderBy('tags.name')
        .execute();
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
