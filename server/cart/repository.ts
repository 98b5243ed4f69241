import { hash } from 'node:crypto';
import { sql } from 'kysely';
import type { RememberRead } from '../cache/catalogue-reads';
import { lockProducts } from '../catalogue/lock';
import type { Db } from '../db/index';
import type { Product } from '../db/schema';

/**
 * What a cart shows of a product: read with every page of a session, so not its
 * descriptions (the longest columns, and on PGlite parsed on the request thread).
 */
const CART_PRODUCT_COLUMNS = [
  'products.id',
  'products.slug',
  'products.name',
  'products.sku',
  'products.type',
  'products.price_cents',
  'products.sale_price_cents',
  'products.stock_status',
  'products.stock_quantity',
  'products.images',
] as const;
export type CartProduct = Pick<
  Product,
  | 'id'
  | 'slug'
  | 'name'
  | 'sku'
  | 'type'
  | 'price_cents'
  | 'sale_price_cents'
  | 'stock_status'
  | 'stock_quantity'
  | 'images'
>;

export interface CartLine {
  cart_item_key: string;
  quantity: number;
  product: CartProduct;
  /** Unit price actually charged: the sale price when there is one. */
  unitCents: number;
  lineCents: number;
}

export interface Cart {
  lines: CartLine[];
  itemCount: number;
  subtotalCents: number;
  /** Stable hash of the contents and total: equal carts give equal hashes. */
  cart_hash: string;
}

export type AddResult =
  | { ok: true; cart_item_key: string }
  | { ok: false; reason: 'unknown_product' }
  | { ok: false; reason: 'needs_choice' | 'out_of_stock' | 'not_enough_stock'; product: Product; available?: number };

export type SetQuantitiesResult =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'not_enough_stock'; product: Product };

export const MAX_LINE_QUANTITY = 999;

/** The same product always lands on the same line: adding it again raises that line's quantity. */
export function cartItemKey(productId: number): string {
  return hash('sha256', `product:${productId}`, 'hex').slice(0, 32);
}

export function unitPriceCents(p: Pick<Product, 'price_cents' | 'sale_price_cents'>): number {
  return p.sale_price_cents ?? p.price_cents;
}

export function cartHash(lines: { cart_item_key: string; quantity: number }[], subtotalCents: number): string {
  if (lines.length === 0) return '';
  const canonical = lines
    .map((l) => `${l.cart_item_key}:${l.quantity}`)
    .sort()
    .join('|');
  return hash('sha256', `${canonical}#${subtotalCents}`, 'hex').slice(0, 32);
}

const EMPTY: Cart = { lines: [], itemCount: 0, subtotalCents: 0, cart_hash: '' };

/**
 * Carts by session. Every change is one transaction with the product row locked. `remember`
 * keeps a session's cart until a cart, session or product write is heard (on PGlite,
 * server/cache/shopper-reads.ts, docs/decisions/0309); by default each read goes to the database.
 */
export function cartRepository(db: Db, remember: RememberRead = (_key, load) => load()) {
  async function read(sessionId: string): Promise<Cart> {
    const rows = await db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .innerJoin('products', 'products.id', 'cart_items.product_id')
      .select([...CART_PRODUCT_COLUMNS, 'cart_items.cart_item_key', 'cart_items.quantity'])
      .where('carts.session_id', '=', sessionId)
      .orderBy('cart_items.added_at')
      .orderBy('cart_items.cart_item_key')
      .execute();
    const lines: CartLine[] = rows.map(({ cart_item_key, quantity, ...product }) => {
      const unitCents = unitPriceCents(product);
      return { cart_item_key, quantity, product, unitCents, lineCents: unitCents * quantity };
    });
    const subtotalCents = lines.reduce((sum, l) => sum + l.lineCents, 0);
    return {
      lines,
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      subtotalCents,
      cart_hash: cartHash(lines, subtotalCents),
    };
  }

  async function cartId(trx: Db, sessionId: string): Promise<number> {
    const row = await trx
      .insertInto('carts')
      .values({ session_id: sessionId })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ updated_at: sql`now()` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    /** The session's cart; kept ones are shared by later requests, so never changed in place. */
    get(sessionId: string | undefined): Promise<Cart> {
      if (!sessionId) return Promise.resolve(EMPTY);
      return remember(`cart:${sessionId}`, () => read(sessionId));
    },

    async add(sessionId: string, productId: number, quantity: number): Promise<AddResult> {
      return db.transaction().execute(async (trx) => {
        const product = await trx
          .selectFrom('products')
          .selectAll()
          .where('id', '=', productId)
          .forUpdate()
          .executeTakeFirst();
        if (!product) return { ok: false, reason: 'unknown_product' };
        if (product.type !== 'simple') return { ok: false, reason: 'needs_choice', product };
        if (product.stock_status === 'outofstock') return { ok: false, reason: 'out_of_stock', product };
        const id = await cartId(trx, sessionId);
        const key = cartItemKey(productId);
        const max = Math.min(product.stock_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
        // One statement adds to the line only if the sum stays within the stock: a line
        // that would go over is left as it was, and no row comes back.
        const added =
          quantity > max
            ? undefined
            : await trx
                .insertInto('cart_items')
                .values({ cart_id: id, cart_item_key: key, product_id: productId, quantity })
                .onConflict((oc) =>
                  oc
                    .columns(['cart_id', 'cart_item_key'])
                    .doUpdateSet({ quantity: sql`cart_items.quantity + excluded.quantity` })
                    .where(sql`cart_items.quantity + excluded.quantity`, '<=', max),
                )
                .returning('quantity')
                .executeTakeFirst();
        if (!added) {
          const existing = await trx
            .selectFrom('cart_items')
            .select('quantity')
            .where('cart_id', '=', id)
            .where('cart_item_key', '=', key)
            .executeTakeFirst();
          return { ok: false, reason: 'not_enough_stock', product, available: max - (existing?.quantity ?? 0) };
        }
        return { ok: true, cart_item_key: key };
      });
    },

    /** Removes one line; returns the product it held, or undefined when the cart has no such line. */
    async remove(sessionId: string, key: string): Promise<{ productId: number } | undefined> {
      const row = await db
        .deleteFrom('cart_items')
        .where('cart_item_key', '=', key)
        .where('cart_id', 'in', (eb) => eb.selectFrom('carts').select('id').where('session_id', '=', sessionId))
        .returning('product_id')
        .executeTakeFirst();
      return row ? { productId: row.product_id } : undefined;
    },

    /**
     * The cart page's "Update cart": sets each named line to its quantity (0 removes it),
     * all in one transaction. Lines no longer in the cart are skipped (removed in another
     * tab); a quantity above the stock changes nothing at all.
     */
    async setQuantities(sessionId: string, wanted: Map<string, number>): Promise<SetQuantitiesResult> {
      return db.transaction().execute(async (trx) => {
        const lines = await trx
          .selectFrom('cart_items')
          .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
          .select(['cart_items.cart_id', 'cart_items.cart_item_key', 'cart_items.product_id', 'cart_items.quantity'])
          .where('carts.session_id', '=', sessionId)
          .where('cart_items.cart_item_key', 'in', wanted.size > 0 ? [...wanted.keys()] : [''])
          .execute();
        if (lines.length === 0) return { ok: true, changed: false };
        const byId = await lockProducts(
          trx,
          lines.map((l) => l.product_id),
        );
        let changed = false;
        for (const line of lines) {
          const quantity = wanted.get(line.cart_item_key) ?? line.quantity;
          const product = byId.get(line.product_id);
          if (!product || quantity === line.quantity) continue;
          if (quantity > Math.min(product.stock_quantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)) {
            return { ok: false, reason: 'not_enough_stock', product };
          }
        }
        for (const line of lines) {
          const quantity = wanted.get(line.cart_item_key) ?? line.quantity;
          if (quantity === line.quantity) continue;
          changed = true;
          if (quantity === 0) {
            await trx
              .deleteFrom('cart_items')
              .where('cart_id', '=', line.cart_id)
              .where('cart_item_key', '=', line.cart_item_key)
              .execute();
          } else {
            await trx
              .updateTable('cart_items')
              .set({ quantity })
              .where('cart_id', '=', line.cart_id)
              .where('cart_item_key', '=', line.cart_item_key)
              .execute();
          }
        }
        return { ok: true, changed };
      });
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
