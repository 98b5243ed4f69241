import { type Kysely, sql } from 'kysely';

/**
 * Orders placed at the checkout: the billing details, totals in cents, a snapshot of
 * each line as it was bought, and the order-attribution fields the checkout sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_key', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_1', 'text', (c) => c.notNull())
    .addColumn('address_2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('processing')
        .check(sql`status in ('pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index orders_session on orders (session_id)`.execute(db);

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull().check(sql`unit_cents >= 0`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('line_cents', 'integer', (c) => c.notNull().check(sql`line_cents >= 0`))
    .execute();
  await sql`create index order_items_order on order_items (order_id)`.execute(db);

  await db.schema
    .createTable('order_attribution')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_attribution_pk', ['order_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_attribution', 'order_items', 'orders']) await db.schema.dropTable(table).execute();
}
