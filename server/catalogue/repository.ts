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

/**
 * What a listing shows of a product: every column but the descriptions (the longest, and
 * on Postgres parsed by the driver on the request thread). Product pages read the whole row.
 */
const LISTED_COLUMNS = [
  'id',
  'slug',
  'name',
  'sku',
  'type',
  'price_cents',
  'sale_price_cents',
  'stock_status',
  'stock_quantity',
  'rating',
  'rating_count',
  'rating_sum',
  'sales_count',
  'menu_order',
  'images',
  'video_url',
  'created_at',
  'effective_price_cents',
] as const;
export type ListedProduct = Omit<Product, 'description' | 'short_description'>;

export interface ListingPage {
  products: ListedProduct[];
  total: number;
}

/** A page's rows, with the versions they were read at: its snapshot's and the rows' (migration 016). */
interface KeptPage {
  version: string;
  rows: string;
  products: ListedProduct[];
}

/** Pages of listings whose rows are kept (without descriptions, about 10 KB each); the oldest go first. */
const MAX_KEPT_PAGES = 2_000;

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
 * the catalogue changes (server/cache/catalogue-reads.ts). With `rememberRows`, so do pages
 * of listings, products and categories by slug and a product's categories and tags: only
 * where a change is heard before the write that made it returns (embedded PGlite,
 * docs/decisions/0281, 0309); elsewhere each read goes to the database, and a listing's page
 * checks the catalogue's versions, so it shows a write the moment it is committed.
 */
export function catalogueRepository(
  db: Db,
  remember: RememberRead = (_key, load) => load(),
  opts: { rememberRows?: boolean } = {},
) {
  let knownCategories: Category[] = [];
  /** A read of one product's or category's rows, kept where `rememberRows` allows. */
  const rowsRead: RememberRead = opts.rememberRows ? remember : (_key, load) => load();

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

  // Compiled once: the one query a listing whose rows are kept sends per request.
  const versionsQuery = db
    .selectFrom('catalogue_state')
    .select([sql<string>`version::text`.as('version'), sql<string>`rows_version::text`.as('rows')])
    .compile();
  async function versions(): Promise<{ version: string; rows: string }> {
    const [row] = (await db.executeQuery(versionsQuery)).rows;
    if (!row) throw new Error('catalogue_state has no row');
    return row;
  }

  /** The products of one page of the snapshot, in its order, and the rows' version they were read at. */
  async function pageOf(snapshot: Snapshot, q: ListingQuery): Promise<{ products: ListedProduct[]; rows?: string }> {
    const ids = [...snapshot.ids.subarray((q.page - 1) * q.perPage, q.page * q.perPage)];
    if (ids.length === 0) return { products: [] };
    const found = await db
      .selectFrom('products')
      .select([...LISTED_COLUMNS, sql<string>`(select rows_version::text from catalogue_state)`.as('rows_version')])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(found.map(({ rows_version: _, ...p }) => [p.id, p]));
    // A product deleted since the snapshot was read is simply missing from its page.
    return { products: ids.flatMap((id) => byId.get(id) ?? []), rows: found[0]?.rows_version };
  }

  const keptPages = new Map<string, KeptPage>();
  function keepPage(key: string, snapshot: Snapshot, page: { products: ListedProduct[]; rows?: string }) {
    keptPages.delete(key);
    if (page.rows === undefined) return;
    keptPages.set(key, { version: snapshot.version, rows: page.rows, products: page.products });
    if (keptPages.size > MAX_KEPT_PAGES) keptPages.delete(keptPages.keys().next().value as string);
  }

  /**
   * A page of a listing as the database has it now. Its rows are kept with the versions
   * they were read at: when both still stand (one small query) they are what a read would
   * give, so a committed write shows on the very next request (0281's rule, 0309).
   */
  async function readListing(q: ListingQuery): Promise<ListingPage> {
    const key = listingKey(q);
    const pageKey = `${key}:${q.page}:${q.perPage}`;
    const kept = snapshots.peek(key);
    const keptPage = kept && keptPages.get(pageKey);
    const candidate = keptPage && keptPage.version === kept.version ? keptPage : undefined;
    // Without kept rows, the page is read from the snapshot in hand while the versions are
    // checked; an out-of-date snapshot (rare: the catalogue changed) costs a second read.
    const [current, read] = await Promise.all([versions(), kept && !candidate ? pageOf(kept, q) : undefined]);
    if (kept && kept.version === current.version) {
      if (candidate && candidate.rows === current.rows) return { products: candidate.products, total: kept.ids.length };
      const page = read ?? (await pageOf(kept, q));
      keepPage(pageKey, kept, page);
      return { products: page.products, total: kept.ids.length };
    }
    const readIds = () => readSnapshot(q);
    let snapshot = await snapshots.rebuild(key, readIds);
    // A read that began before the change cannot stand for the version just seen.
    if (BigInt(snapshot.version) < BigInt(current.version)) snapshot = await snapshots.rebuild(key, readIds);
    const page = await pageOf(snapshot, q);
    keepPage(pageKey, snapshot, page);
    return { products: page.products, total: snapshot.ids.length };
  }

  return {
    listProducts(q: ListingQuery): Promise<ListingPage> {
      return rowsRead(`listing:${listingKey(q)}:${q.page}:${q.perPage}`, () => readListing(q));
    },

    async productBySlug(slug: string): Promise<Product | undefined> {
      if (!isSlug(slug)) return undefined;
      return rowsRead(`product:${slug}`, () =>
        db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirst(),
      );
    },

    async productById(id: number): Promise<Product | undefined> {
      return rowsRead(`product#${id}`, () =>
        db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst(),
      );
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
      return rowsRead(`category:${slug}`, () =>
        db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst(),
      );
    },

    async categoriesOf(productId: number): Promise<Category[]> {
      return rowsRead(`categories-of:${productId}`, () =>
        db
          .selectFrom('categories')
          .innerJoin('product_categories', 'product_categories.category_id', 'categories.id')
          .selectAll('categories')
          .where('product_categories.product_id', '=', productId)
          .orderBy('categories.menu_order')
          .execute(),
      );
    },

    /** Every tag, by name: the listing filter's choices. */
    async tags(): Promise<{ slug: string; name: string }[]> {
      return remember('tags', () => db.selectFrom('tags').select(['slug', 'name']).orderBy('name').execute());
    },

    async tagsOf(productId: number): Promise<{ slug: string; name: string }[]> {
      return rowsRead(`tags-of:${productId}`, () =>
        db
          .selectFrom('tags')
          .innerJoin('product_tags', 'product_tags.tag_id', 'tags.id')
          .select(['tags.slug', 'tags.name'])
          .where('product_tags.product_id', '=', productId)
          .orderBy('tags.name')
          .execute(),
      );
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
