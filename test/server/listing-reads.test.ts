import { beforeAll, expect, it } from 'vitest';
import { defaultShopSettings } from '../../server/config';
import { seedDemoCatalogue } from '../../server/db/seed';
import { parsePage, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

/**
 * Listing pages a shop keeps in memory (on PGlite, docs/decisions/0281) show every
 * catalogue write on the very next request, as pages read afresh do (on Postgres).
 */
describeOnDatabases('listings read again after a catalogue write', (database) => {
  const shop = useTestShop(database, {
    seed: [seedDemoCatalogue],
    settings: { pageCache: { ...defaultShopSettings.pageCache, memoryBytes: 0 } },
  });
  type Shown = { id: number; slug: string; name: string; price_cents: number; sale_price_cents: number | null };
  let first: Shown;
  /** A product below the first row: its whole card is a part the render keeps (0304). */
  let below: Shown;

  beforeAll(async () => {
    const ids = [
      ...parsePage((await shop.app.inject({ url: '/shop/' })).body).querySelectorAll('[data-product_id]'),
    ].map((button) => Number(button.getAttribute('data-product_id')));
    const shown = (id: number | undefined) =>
      shop.db
        .selectFrom('products')
        .select(['id', 'slug', 'name', 'price_cents', 'sale_price_cents'])
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
    first = await shown(ids[0]);
    below = await shown(ids.at(-1));
  });

  const listing = async (url = '/shop/') => parsePage((await shop.app.inject({ url })).body);
  const card = (doc: Document, slug: string) =>
    doc.querySelector(`.product-card__link[href="/product/${slug}/"]`)?.closest('.product-card');

  async function showsChangesOf(product: Shown) {
    await listing();
    await listing();
    await shop.db
      .updateTable('products')
      .set({ price_cents: 4321, sale_price_cents: null, stock_status: 'outofstock', name: 'Renamed mug' })
      .where('id', '=', product.id)
      .execute();
    const doc = await listing();
    expect(textOf(card(doc, product.slug)?.querySelector('.price'))).toBe('$43.21');
    expect(card(doc, product.slug)?.textContent).toMatch(/Out of stock/);
    expect(textOf(card(doc, product.slug)?.querySelector('.product-card__title'))).toBe('Renamed mug');
    await shop.db
      .updateTable('products')
      .set({
        price_cents: product.price_cents,
        sale_price_cents: product.sale_price_cents,
        stock_status: 'instock',
        name: product.name,
      })
      .where('id', '=', product.id)
      .execute();
    const back = await listing();
    expect(card(back, product.slug)?.textContent).not.toMatch(/Out of stock/);
    expect(textOf(card(back, product.slug)?.querySelector('.product-card__title'))).toBe(product.name);
  }

  it('shows a new price, stock and name on the next request', () => showsChangesOf(first));
  it('shows a new price, stock and name of a product below the first row on the next request', async () => {
    expect(below.id).not.toBe(first.id);
    await showsChangesOf(below);
  });

  // Stock leaves a listing's order, so it does not move the catalogue's version (migration
  // 011); a page whose rows are kept (0309) must still show it at once.
  it('shows a change of stock alone, and a new SKU, on the next request', async () => {
    await listing();
    await listing();
    await shop.db.updateTable('products').set({ stock_status: 'outofstock' }).where('id', '=', first.id).execute();
    expect(card(await listing(), first.slug)?.textContent).toMatch(/Out of stock/);
    await shop.db.updateTable('products').set({ stock_status: 'instock' }).where('id', '=', first.id).execute();
    expect(card(await listing(), first.slug)?.textContent).not.toMatch(/Out of stock/);
    await shop.db.updateTable('products').set({ sku: 'SF-TEST-NEW-SKU' }).where('id', '=', first.id).execute();
    expect(
      card(await listing(), first.slug)
        ?.querySelector('[data-product_id]')
        ?.getAttribute('data-product_sku'),
    ).toBe('SF-TEST-NEW-SKU');
  });

  it('counts and orders a product added, and forgets one removed, on the next request', async () => {
    const count = async (url: string) => textOf((await listing(url)).querySelector('.result-count'));
    const before = await count('/shop/?orderby=price');
    expect(before).toMatch(/of 66 results/);
    const [added] = await shop.db
      .insertInto('products')
      .values({
        slug: 'penny-sweet',
        name: 'Penny sweet',
        sku: 'SF-TEST-PENNY',
        type: 'simple',
        price_cents: 1,
        stock_status: 'instock',
        stock_quantity: 5,
        menu_order: 0,
        rating: 0,
        rating_count: 0,
        sales_count: 0,
        short_description: '',
        description: '',
        images: JSON.stringify([]),
      })
      .returning('id')
      .execute();
    try {
      expect(await count('/shop/?orderby=price')).toMatch(/of 67 results/);
      expect((await listing('/shop/?orderby=price')).querySelector('.product-card__link')?.getAttribute('href')).toBe(
        '/product/penny-sweet/',
      );
    } finally {
      await shop.db.deleteFrom('products').where('id', '=', added!.id).execute();
    }
    expect(await count('/shop/?orderby=price')).toBe(before);
    expect((await listing('/shop/?orderby=price')).querySelector('a[href="/product/penny-sweet/"]')).toBeNull();
  });
});
