import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { notificationSourceOf } from '../../server/db/index';
import { SESSION_COOKIE } from '../../server/session/plugin';
import { parsePage, Shopper, testProduct, textOf } from '../support/app';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

/**
 * A shopper's session and cart, kept in memory on PGlite and read each time on Postgres
 * (docs/decisions/0309): every page shows the cart as the database has it after any write,
 * from this shop or from anything else, and one shopper's cart never reaches another.
 */
describeOnDatabases('sessions and carts as the next page shows them', (database) => {
  const shop = useTestShop(database);
  let mug: number;
  let jug: number;

  beforeAll(async () => {
    [mug, jug] = (await Promise.all(
      [
        testProduct({ slug: 'kept-mug', name: 'Kept mug', sku: 'KEPT-MUG', price_cents: 1200 }),
        testProduct({ slug: 'kept-jug', name: 'Kept jug', sku: 'KEPT-JUG', price_cents: 3400 }),
      ].map(async (p) => (await shop.db.insertInto('products').values(p).returning('id').executeTakeFirstOrThrow()).id),
    )) as [number, number];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The cart page as the shopper sees it: each line's name and quantity, and the remove links' nonce. */
  async function cartOf(shopper: Shopper) {
    const doc = parsePage((await shopper.get('/cart/')).body);
    const lines = [...doc.querySelectorAll('input[name^="cart["][name$="[qty]"]')].map((input) => ({
      name: textOf(input.closest('tr')?.querySelector('.product-name a')),
      quantity: input.getAttribute('value'),
    }));
    const remove = doc.querySelector('a[href*="remove_item="]')?.getAttribute('href') ?? '';
    return { lines, empty: doc.body.textContent?.includes('Your cart is currently empty.'), remove };
  }

  async function shopperWith(productId: number, quantity: number, ip: string) {
    const shopper = new Shopper(shop.app, ip);
    expect((await shopper.get(`/shop/?add-to-cart=${productId}&quantity=${quantity}`)).statusCode).toBe(303);
    return shopper;
  }

  const sessionOf = (shopper: Shopper) => shopper.cookies.get(SESSION_COOKIE) as string;
  const cartIdOf = async (shopper: Shopper) =>
    (
      await shop.db
        .selectFrom('carts')
        .select('id')
        .where('session_id', '=', sessionOf(shopper))
        .executeTakeFirstOrThrow()
    ).id;

  it('gives two shoppers their own cart and nonce page after page, and a guest none', async () => {
    const ada = await shopperWith(mug, 1, '198.51.100.1');
    const bob = await shopperWith(jug, 2, '198.51.100.2');
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await cartOf(ada), await cartOf(bob)];
      expect(a.lines).toEqual([{ name: 'Kept mug', quantity: '1' }]);
      expect(b.lines).toEqual([{ name: 'Kept jug', quantity: '2' }]);
      expect(new URL(a.remove, 'http://x').searchParams.get('_nonce')).not.toBe(
        new URL(b.remove, 'http://x').searchParams.get('_nonce'),
      );
      expect((await cartOf(new Shopper(shop.app, '198.51.100.3'))).empty).toBe(true);
      const listing = (await ada.get('/shop/')).body;
      expect(listing).toContain('Kept mug');
      expect(parsePage(listing).querySelector('header')?.textContent).not.toContain('Kept jug');
    }
  });

  it('shows a line changed or removed by another writer (another app server, psql) on the next page', async () => {
    const shopper = await shopperWith(mug, 1, '198.51.100.4');
    await cartOf(shopper);
    await cartOf(shopper);
    const cartId = await cartIdOf(shopper);
    await shop.db.updateTable('cart_items').set({ quantity: 5 }).where('cart_id', '=', cartId).execute();
    expect((await cartOf(shopper)).lines).toEqual([{ name: 'Kept mug', quantity: '5' }]);
    await shop.db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
    expect((await cartOf(shopper)).empty).toBe(true);
  });

  it("shows a product's new name and price in a cart on the next page", async () => {
    const shopper = await shopperWith(jug, 1, '198.51.100.5');
    await cartOf(shopper);
    await shop.db
      .updateTable('products')
      .set({ name: 'Renamed jug', price_cents: 4321 })
      .where('id', '=', jug)
      .execute();
    try {
      const html = (await shopper.get('/cart/')).body;
      expect(html).toContain('Renamed jug');
      expect(html).toContain('$43.21');
    } finally {
      await shop.db
        .updateTable('products')
        .set({ name: 'Kept jug', price_cents: 3400 })
        .where('id', '=', jug)
        .execute();
    }
  });

  it('forgets a session ended (logout, the sweeper) on the next page', async () => {
    const shopper = await shopperWith(mug, 1, '198.51.100.6');
    await cartOf(shopper);
    expect((await cartOf(shopper)).lines).toEqual([{ name: 'Kept mug', quantity: '1' }]);
    await shop.db.deleteFrom('sessions').where('id', '=', sessionOf(shopper)).execute();
    expect((await cartOf(shopper)).empty).toBe(true);
  });

  it('forgets a session once it has expired, with no write to tell', async () => {
    const shopper = await shopperWith(mug, 1, '198.51.100.7');
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    await shop.db
      .updateTable('sessions')
      .set({ expires_at: new Date(now + 60_000) })
      .where('id', '=', sessionOf(shopper))
      .execute();
    expect((await cartOf(shopper)).lines).toEqual([{ name: 'Kept mug', quantity: '1' }]);
    expect((await cartOf(shopper)).lines).toEqual([{ name: 'Kept mug', quantity: '1' }]);
    vi.setSystemTime(now + 120_000);
    expect((await cartOf(shopper)).empty).toBe(true);
  });

  // What the tests above check is only worth anything if something is kept: on PGlite a
  // shopper's page reads nothing the second time, and reads again after a write.
  it.runIf(database.kind === 'pglite')('reads no session or cart for a warm page on PGlite', async () => {
    const shopper = await shopperWith(mug, 1, '198.51.100.8');
    const source = notificationSourceOf(shop.db);
    if (source?.kind !== 'pglite') throw new Error('not PGlite');
    const query = vi.spyOn(source.pglite, 'query');
    try {
      await shopper.get('/shop/');
      query.mockClear();
      await shopper.get('/shop/');
      expect(query).not.toHaveBeenCalled();
      await shop.db
        .updateTable('cart_items')
        .set({ quantity: 2 })
        .where('cart_id', '=', await cartIdOf(shopper))
        .execute();
      query.mockClear();
      await shopper.get('/shop/');
      expect(query.mock.calls.length).toBeGreaterThan(0);
    } finally {
      query.mockRestore();
    }
  });
});
