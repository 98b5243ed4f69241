import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../server/db/index';
import { seedDemoCatalogue } from '../../server/db/seed';
import { buildTestApp, parsePage, Shopper, textOf } from '../support/app';
import { openPostgres } from '../support/databases';

const url = process.env.DATABASE_URL;

/**
 * App servers keep no state of their own: two of them, each with its own connection pool
 * to one Postgres database, serve one shopper as one shop. Only meaningful on a Postgres
 * server (embedded PGlite belongs to one process), so it runs where DATABASE_URL is set,
 * as in CI.
 */
describe.runIf(url)(`two app servers on one Postgres database${url ? '' : ' (DATABASE_URL not set)'}`, () => {
  let database: { db: Db; url: string; close(): Promise<void> };
  let second: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await openPostgres(url as string);
    await seedDemoCatalogue(database.db);
    second = await openDatabase({ kind: 'postgres', url: database.url });
    a = await buildTestApp(database.db);
    b = await buildTestApp(second);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.destroy();
    await database?.close();
  });

  /** A shopper whose requests a load balancer sends to either server. */
  function roundRobin() {
    const onA = new Shopper(a);
    const onB = new Shopper(b);
    // One browser, one cookie jar, whichever server answers.
    return {
      onA,
      onB,
      sync: () => {
        for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
      },
    };
  }

  it('shares the session and the cart: added on one server, shown and removed on the other', async () => {
    const { onA, onB, sync } = roundRobin();
    const product = await database.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('type', '=', 'simple')
      .where('stock_status', '=', 'instock')
      .orderBy('id')
      .executeTakeFirstOrThrow();

    expect((await onA.get(`/shop/?add-to-cart=${product.id}`)).statusCode).toBe(303);
    sync();
    const cart = parsePage((await onB.get('/cart/')).body);
    expect(textOf(cart.querySelector('.cart_item .product-name'))).toBe(product.name);

    // The removal link (and its nonce) issued by server B works on server A.
    const remove = cart.querySelector('.cart_item a.remove')?.getAttribute('href');
    expect(remove).toMatch(/_nonce=/);
    expect((await onA.get(remove as string)).statusCode).toBe(303);
    expect(textOf(parsePage((await onB.get('/cart/')).body).querySelector('.cart-empty'))).toContain(
      'Your cart is currently empty.',
    );
  });
});
