import type { Db } from '../../server/db/index';

/** The first simple product with more than `stock` in stock: one any test can order. */
export async function stockedProduct(db: Db, stock = 5): Promise<number> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('type', '=', 'simple')
    .where('stock_status', '=', 'instock')
    .where('stock_quantity', '>', stock)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return product.id;
}

/** The attribution the order placed last stored, by field. */
export async function lastOrderAttribution(db: Db): Promise<Record<string, string>> {
  const order = await db.selectFrom('orders').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('order_attribution')
    .select(['key', 'value'])
    .where('order_id', '=', order.id)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
