import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { type Db, notificationSourceOf } from '../../server/db/index';
import { CATALOGUE_CHANNEL } from '../../server/db/migrations/008_catalogue_changes';
import { seedDemoCatalogue } from '../../server/db/seed';
import { describeOnDatabases } from '../support/databases';

/**
 * Which writes tell every app server that the catalogue changed. Each such notice empties
 * the pages and reads every server keeps, so a write shoppers cannot see on any page (a
 * session ending at logout or by the sweeper) must send none: with many shoppers it would
 * empty every cache many times a second. A listener hears one connection's notices in commit
 * order, so a marker sent last closes the list of what the write sent.
 */
describeOnDatabases('what tells app servers the catalogue changed', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let unlisten: () => Promise<void> = async () => {};

  /** The notices the catalogue's channel carried for `write`, by payload ('' for a write). */
  async function noticesOf(write: () => Promise<unknown>): Promise<string[]> {
    ({ db, close } = await database.open());
    await seedDemoCatalogue(db);
    const heard: string[] = [];
    const source = notificationSourceOf(db);
    if (source?.kind === 'pglite') {
      unlisten = await source.pglite.listen(CATALOGUE_CHANNEL, (payload) => heard.push(payload));
    } else if (source?.kind === 'postgres') {
      const client = new pg.Client({ connectionString: source.url });
      await client.connect();
      client.on('notification', (n) => heard.push(n.payload ?? ''));
      await client.query(`listen ${CATALOGUE_CHANNEL}`);
      unlisten = () => client.end();
    } else throw new Error('a database with no notices');
    await write();
    await sql`select pg_notify(${CATALOGUE_CHANNEL}, 'marker')`.execute(db);
    await expect.poll(() => heard.includes('marker'), { timeout: 10_000 }).toBe(true);
    return heard.slice(0, heard.indexOf('marker'));
  }

  afterEach(async () => {
    await unlisten();
    await close?.();
  });

  it('a session ending (logout, the sweeper) is no catalogue change', async () => {
    const notices = await noticesOf(async () => {
      const expires = new Date(Date.now() + 60_000);
      await db.insertInto('sessions').values({ id: 'ending', expires_at: expires }).execute();
      await db.deleteFrom('sessions').where('id', '=', 'ending').execute();
    });
    expect(notices).toEqual([]);
  });

  it('a new review is one: the product page shows it', async () => {
    const notices = await noticesOf(async () => {
      const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow();
      await db
        .insertInto('product_reviews')
        .values({ product_id: product.id, rating: 5, reviewer: 'Ada', review: 'Lovely.', ip: '127.0.0.1' })
        .execute();
    });
    expect(notices).toEqual(['']);
  });
});
