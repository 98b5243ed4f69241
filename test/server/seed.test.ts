import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index';
import {
  DEMO_PRODUCT_COUNT,
  LOW_STOCK_SLUGS,
  OUT_OF_STOCK_SLUGS,
  seedDemoCatalogue,
  VARIABLE_SLUGS,
} from '../../server/db/seed';
import { renderProductImageSvg } from '../../server/media/product-image';
import { openMemoryDatabase } from '../support/memory-database';

describe('seedDemoCatalogue', () => {
  let db: Db;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    db = await openMemoryDatabase();
    firstRun = await seedDemoCatalogue(db);
  }, 60_000);

  afterAll(async () => {
    await db?.destroy();
  });

  const products = () => db.selectFrom('products').selectAll().execute();

  it('fills an empty catalogue with the advertised number of products', async () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(DEMO_PRODUCT_COUNT).toBeGreaterThanOrEqual(60);
    expect(await products()).toHaveLength(DEMO_PRODUCT_COUNT);
  });

  it('puts every product in exactly one of at least five categories', async () => {
    const categories = await db.selectFrom('categories').select('id').execute();
    expect(categories.length).toBeGreaterThanOrEqual(5);

    const links = await db.selectFrom('product_categories').select(['product_id', 'category_id']).execute();
    const ids = (await products()).map((p) => p.id).sort((a, b) => a - b);
    expect(links.map((l) => l.product_id).sort((a, b) => a - b)).toEqual(ids);
  });

  it('has products on sale, each cheaper than its regular price', async () => {
    const onSale = (await products()).filter((p) => p.sale_price_cents !== null);
    expect(onSale.length).toBeGreaterThan(0);
    for (const p of onSale) expect(p.sale_price_cents).toBeLessThan(p.price_cents);
  });

  it('marks the listed out-of-stock products as out of stock with no units left', async () => {
    expect(OUT_OF_STOCK_SLUGS.length).toBeGreaterThan(0);
    const bySlug = new Map((await products()).map((p) => [p.slug, p]));
    for (const slug of OUT_OF_STOCK_SLUGS) {
      expect(bySlug.get(slug)).toMatchObject({ stock_status: 'outofstock', stock_quantity: 0 });
    }
    const outOfStock = [...bySlug.values()].filter((p) => p.stock_status === 'outofstock').map((p) => p.slug);
    expect(outOfStock.sort()).toEqual([...OUT_OF_STOCK_SLUGS].sort());
  });

  it('has the listed variable products and low-stock products', async () => {
    const bySlug = new Map((await products()).map((p) => [p.slug, p]));
    expect(VARIABLE_SLUGS.length).toBeGreaterThan(0);
    for (const slug of VARIABLE_SLUGS) expect(bySlug.get(slug)?.type).toBe('variable');

    expect(LOW_STOCK_SLUGS.length).toBeGreaterThan(0);
    for (const slug of LOW_STOCK_SLUGS) {
      const product = bySlug.get(slug);
      expect(product?.stock_status).toBe('instock');
      expect(product?.stock_quantity).toBeGreaterThanOrEqual(1);
      expect(product?.stock_quantity).toBeLessThanOrEqual(3);
    }
  });

  it('has tags and uses them on products', async () => {
    const tags = await db.selectFrom('tags').select('id').execute();
    expect(tags.length).toBeGreaterThanOrEqual(8);
    const used = await db.selectFrom('product_tags').select('tag_id').distinct().execute();
    expect(used.length).toBe(tags.length);
  });

  it('gives every product a unique slug and SKU and a matching image path', async () => {
    const all = await products();
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);
    for (const p of all) expect(p.images).toEqual([`/media/products/${p.slug}.svg`]);
  });

  it('does nothing when the catalogue already has products', async () => {
    expect(await seedDemoCatalogue(db)).toEqual({ seeded: false });
    expect(await products()).toHaveLength(DEMO_PRODUCT_COUNT);
    const links = await db.selectFrom('product_categories').select('product_id').execute();
    expect(links).toHaveLength(DEMO_PRODUCT_COUNT);
  });
});

describe('renderProductImageSvg', () => {
  const svg = renderProductImageSvg({ slug: 'evil-mug', name: '<script>&"', category: 'mugs' });

  it('is a standalone SVG document', () => {
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 400 400"');
    expect(svg.length).toBeLessThan(2048);
  });

  it('escapes the product name', () => {
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).not.toContain('<script');
  });

  it('labels the picture with the product name', () => {
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="&lt;script&gt;&amp;&quot;"');
  });

  it('is deterministic and differs between products', () => {
    const again = renderProductImageSvg({ slug: 'evil-mug', name: '<script>&"', category: 'mugs' });
    const other = renderProductImageSvg({ slug: 'snake-plant', name: 'Snake Plant', category: 'plants' });
    expect(again).toBe(svg);
    expect(other).not.toBe(svg);
  });
});
