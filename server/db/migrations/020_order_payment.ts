import type { Kysely } from 'kysely';

/**
 * The payment method an order was placed with (server/checkout/payment.ts): its id, as
 * WooCommerce stores `_payment_method` ('bacs', 'cheque', 'cod'); '' for orders from before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_method').execute();
}
