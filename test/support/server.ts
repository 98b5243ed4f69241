import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import type { ShopSettings } from '../../server/config';
import type { Db } from '../../server/db/index';
import { buildTestApp, parsePage } from './app';
import type { TestDatabase } from './databases';

/** What a suite puts in its fresh database before the shop starts on it: each step is called with the database, in order. */
export type Seed = (db: Db) => Promise<unknown>;

export interface SuiteDatabase {
  /** The suite's database: fresh, migrated and seeded before its first test. */
  readonly db: Db;
}

export interface SuiteShop extends SuiteDatabase {
  /** The shop on the suite's database, with the suite's settings, for `app.inject`. */
  readonly app: FastifyInstance;
  /**
   * Another shop on the same database with `settings` (over the defaults, not the suite's):
   * closed when the test that built it finishes, or with the suite when built in a hook.
   */
  appWith(settings?: Partial<ShopSettings>): Promise<FastifyInstance>;
  /** GETs `url` from the suite's shop, expects `status` and an HTML page, and gives the page parsed. */
  page(url: string, status?: number): Promise<Document>;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is opened in the suite's beforeAll: use it in a test or a hook`);
  return value;
}

/**
 * The setup of a suite that needs a database but no shop: `database` opened fresh before
 * its tests, seeded by `seed` in order, and closed (on Postgres, dropped) after them. Call it
 * at the top of the suite's body; it registers its own hooks, as Fastify's test helper does.
 */
export function useTestDatabase(database: TestDatabase, seed: Seed[] = []): SuiteDatabase {
  let opened: { db: Db; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await database.open();
    for (const step of seed) await step(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get db() {
      return started(opened, 'the database').db;
    },
  };
}

export interface SuiteShopOptions {
  /** What goes into the database before the shop starts (see `Seed`). */
  seed?: Seed[];
  /** The suite's shop settings, over the defaults. */
  settings?: Partial<ShopSettings>;
}

/**
 * The setup of a server suite: a fresh database (seeded), the shop built on it before the
 * suite's tests, and both closed after them; other shops on the same database with
 * `appWith`. Call it at the top of the suite's body (`describeOnDatabases`), before the
 * suite's own hooks: those run after it starts, and their teardown before it closes.
 */
export function useTestShop(database: TestDatabase, { seed = [], settings = {} }: SuiteShopOptions = {}): SuiteShop {
  const suite = useTestDatabase(database, seed);
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance | undefined;
  const build = async (s: Partial<ShopSettings>) => {
    const built = await buildTestApp(suite.db, s);
    apps.push(built);
    return built;
  };
  beforeAll(async () => {
    app = await build(settings);
  });
  // Registered after the database's: the shops close before it does.
  afterAll(async () => {
    for (const a of apps.splice(0)) await a.close();
  });
  return {
    get db() {
      return suite.db;
    },
    get app() {
      return started(app, 'the shop');
    },
    async appWith(s = {}) {
      const built = await build(s);
      try {
        onTestFinished(async () => {
          apps.splice(apps.indexOf(built), 1);
          await built.close();
        });
      } catch {
        // Built in a hook, not a test: it closes with the suite.
      }
      return built;
    },
    async page(url, status = 200) {
      const response = await started(app, 'the shop').inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      return parsePage(response.body);
    },
  };
}
