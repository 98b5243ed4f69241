import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('simple').check(sql`type in ('simple', 'variable')`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('sale_price_cents', 'integer', (c) => c.check(sql`sale_price_cents >= 0`))
    .addColumn('stock_status', 'text', (c) =>
      c.notNull().defaultTo('instock').check(sql`stock_status in ('instock', 'outofstock', 'onbackorder')`),
    )
    .addColumn('stock_quantity', 'integer')
    .addColumn('rating', 'numeric(3, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('menu_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One index per sort order of the listing, with id as the tie-breaker, so a page of
  // any order is an index range scan whatever the size of the catalogue.
  await sql`create index products_menu_order on products (menu_order, name, id)`.execute(db);
  await sql`create index products_popularity on products (sales_count desc, id desc)`.execute(db);
  await sql`create index products_rating on products (rating desc, rating_count desc, id desc)`.execute(db);
  await sql`create index products_latest on products (created_at desc, id desc)`.execute(db);
  await sql`create index products_price on products ((coalesce(sale_price_cents, price_cents)), id)`.execute(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('menu_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_categories_pk', ['category_id', 'product_id'])
    .execute();
  await sql`create index product_categories_product on product_categories (product_id)`.execute(db);

  await db.schema
    .createTable('tags')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_tags')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_tags_pk', ['tag_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().unique().references('sessions.id').onDelete('cascade'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('cart_item_key', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cart_items_pk', ['cart_id', 'cart_item_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cart_items',
    'carts',
    'sessions',
    'product_tags',
    'tags',
    'product_categories',
    'categories',
    'products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
