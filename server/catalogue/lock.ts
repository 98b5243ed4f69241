import type { Db } from '../db/index';
import type { Product } from '../db/schema';

/**
 * Locks the rows of these products for the rest of the transaction, always in id order:
 * every cart change and checkout takes its locks in the same order, so two of them can
 * wait on each other but never in a cycle (no deadlock).
 */
export async function lockProducts(trx: Db, ids: number[]): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await trx.selectFrom('products').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
  return new Map(rows.map((p) => [p.id, p]));
}
