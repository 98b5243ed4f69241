import { sql } from 'kysely';
import type { TermFilter } from '../../domain/listingFilter';
import type { RememberRead } from '../cache/catalogue-reads';
import type { Db } from '../db/index';
import type { Category, Product } from '../db/schema';
import type { OrderBy } from './orderby';

export interface ListingQuery {
  orderBy: OrderBy;
  page: number;
  perPage: number;
  categoryId?: number;
  /** Tag slugs and how they combine; no terms, no filter. */
  tags?: TermFilter;
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
 * Reads the catalogue. Each order is served by its own index (see migration 001). What
 * every page reads (categories, tags, a listing's count) goes through `remember`, which
 * keeps it until the catalogue changes (server/cache/catalogue-reads.ts).
 */
export function catalogueRepository(db: Db, remember: RememberRead = (_key, load) => load()) {
  let knownCategories: Category[] = [];
  return {
    async listProducts(q: ListingQuery): Promise<ListingPage> {
      let base = db.selectFrom('products');
      if (q.categoryId !== undefined) {
        const categoryId = q.categoryId;
        base = base.where('products.id', 'in', (eb) =>
          eb.selectFrom('product_categories').select('product_id').where('category_id', '=', categoryId),
        );
      }
      const tags = q.tags;
      if (tags && tags.terms.length > 0) {
        const tagged = db
          .selectFrom('product_tags')
          .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
          .select('product_tags.product_id')
          .where('tags.slug', 'in', tags.terms);
        // AND: a product carries every term (an unknown term matches nothing, so nothing is listed).
        base =
          tags.logic === 'and'
            ? base.where(
                'products.id',
                'in',
                tagged
                  .groupBy('product_tags.product_id')
                  .having((eb) => eb.fn.count('tags.id').distinct(), '=', tags.terms.length),
              )
            : base.where('products.id', tags.logic === 'not' ? 'not in' : 'in', tagged);
      }
      let listing = base.selectAll('products');
      switch (q.orderBy) {
        case 'popularity':
          listing = listing.orderBy('sales_count', 'desc').orderBy('id', 'desc');
          break;
        case 'rating':
          listing = listing.orderBy('rating', 'desc').orderBy('rating_count', 'desc').orderBy('id', 'desc');
          break;
        case 'date':
          listing = listing.orderBy('created_at', 'desc').orderBy('id', 'desc');
          break;
        case 'price':
          listing = listing.orderBy(sql`coalesce(sale_price_cents, price_cents)`, 'asc').orderBy('id', 'asc');
          break;
        case 'price-desc':
          listing = listing.orderBy(sql`coalesce(sale_price_cents, price_cents)`, 'desc').orderBy('id', 'desc');
          break;
        default:
          listing = listing.orderBy('menu_order', 'asc').orderBy('name', 'asc').orderBy('id', 'asc');
      }
      const [products, count] = await Promise.all([
        listing
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage)
          .execute(),
        remember(`count ${q.categoryId ?? ''} ${tags?.logic ?? ''} ${tags?.terms.join(',') ?? ''}`, async () => {
          const row = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
          return Number(row.n);
        }),
      ]);
      return { products, total: count };
    },

    async productBySlug(slug: string): Promise<Product | undefined> {
      if (!isSlug(slug)) return undefined;
      return db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    async productById(id: number): Promise<Product | undefined> {
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
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
