import { beforeAll, expect, it } from 'vitest';
import type { Product } from '../../server/db/schema';
import { DEMO_PRODUCT_COUNT } from '../../server/db/seed';
import { seedLargeCatalogue } from '../../server/db/seed-large';
import { describeOnDatabases } from '../support/databases';
import { useTestDatabase } from '../support/server';

describeOnDatabases('seedLargeCatalogue', (database) => {
  const suite = useTestDatabase(database);
  let products: Product[];

  beforeAll(async () => {
    expect(await seedLargeCatalogue(suite.db, 600)).toEqual({ added: 600 - DEMO_PRODUCT_COUNT });
    products = await suite.db.selectFrom('products').selectAll().orderBy('id').execute();
  }, 60_000);

  it('fills the catalogue up to the number asked for: the demo products, then generated ones', async () => {
    expect(products).toHaveLength(600);
    expect(products.filter((p) => p.sku.startsWith('SF-GEN-'))).toHaveLength(600 - DEMO_PRODUCT_COUNT);
    expect(new Set(products.map((p) => p.slug)).size).toBe(600);
  });

  it('adds nothing when run again for the same number, and only the difference for a larger one', async () => {
    expect(await seedLargeCatalogue(suite.db, 600)).toEqual({ added: 0 });
    expect(await seedLargeCatalogue(suite.db, 610)).toEqual({ added: 10 });
    const rows = await suite.db
      .selectFrom('products')
      .select('sku')
      .where('sku', 'like', 'SF-GEN-%')
      .orderBy('sku')
      .execute();
    expect(rows.at(-1)?.sku).toBe(`SF-GEN-${String(610 - DEMO_PRODUCT_COUNT).padStart(6, '0')}`);
    await suite.db.deleteFrom('product_tags').where('product_id', '>', products.at(-1)!.id).execute();
    await suite.db.deleteFrom('product_categories').where('product_id', '>', products.at(-1)!.id).execute();
    await suite.db.deleteFrom('products').where('id', '>', products.at(-1)!.id).execute();
  });

  it('varies what a listing shows: sales, stock, variable products, ratings, shared prices', () => {
    const generated = products.filter((p) => p.sku.startsWith('SF-GEN-'));
    const share = (pick: (p: Product) => boolean) => generated.filter(pick).length / generated.length;
    expect(share((p) => p.sale_price_cents !== null)).toBeGreaterThan(0.08);
    for (const p of generated.filter((g) => g.sale_price_cents !== null)) {
      expect(p.sale_price_cents).toBeLessThan(p.price_cents);
    }
    expect(share((p) => p.stock_status === 'outofstock' && p.stock_quantity === 0)).toBeGreaterThan(0.03);
    expect(share((p) => p.stock_status === 'instock' && (p.stock_quantity ?? 0) <= 3)).toBeGreaterThan(0.02);
    expect(share((p) => p.type === 'variable')).toBeGreaterThan(0.02);
    expect(share((p) => p.rating_count === 0 && Number(p.rating) === 0)).toBeGreaterThan(0.03);
    const prices = generated.map((p) => p.sale_price_cents ?? p.price_cents);
    expect(new Set(prices).size).toBeLessThan(prices.length * 0.8);
  });

  it('puts every generated product in one or two categories, and tags about a quarter with each tag', async () => {
    const categories = await suite.db
      .selectFrom('product_categories')
      .select(['product_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('product_id')
      .execute();
    const perProduct = new Map(categories.map((c) => [c.product_id, Number(c.n)]));
    for (const p of products) expect([1, 2]).toContain(perProduct.get(p.id));
    expect([...perProduct.values()].filter((n) => n === 2).length).toBeGreaterThan(20);

    const tags = await suite.db
      .selectFrom('product_tags')
      .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
      .select(['tags.slug', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('tags.slug')
      .execute();
    expect(tags).toHaveLength(10);
    for (const t of tags) expect(Number(t.n), t.slug).toBeGreaterThan(100);
  });

  it('generates the same catalogue on every database', () => {
    // Every value is drawn from the product's number, so these figures are those of any
    // database seeded to 600 products, PGlite and Postgres alike.
    const last = products.at(-1)!;
    expect(last).toMatchObject({
      sku: 'SF-GEN-000534',
      slug: 'recycled-planter-534',
      price_cents: 2500,
      sale_price_cents: 2100,
      sales_count: 880,
      menu_order: 330,
    });
  });
});
