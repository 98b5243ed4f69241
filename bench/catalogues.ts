import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** How many products the large catalogue has; BENCH_CATALOGUE_PRODUCTS for a quicker run. */
export const LARGE_CATALOGUE = Number(process.env.BENCH_CATALOGUE_PRODUCTS ?? 100_000);

export type DatabaseKind = 'PGlite' | 'Postgres';

/** Where a shop finds its database: the environment `npm start` reads (undefined: unset). */
export type ShopEnv = { DATA_DIR: string; DATABASE_URL: undefined } | { DATABASE_URL: string; WEB_CONCURRENCY: string };

/** The databases the bench compares: a PGlite data folder always, Postgres when DATABASE_URL is set. */
export function benchDatabases(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['PGlite', 'Postgres'] : ['PGlite'];
}

const made: (() => Promise<void>)[] = [];
const large = new Map<DatabaseKind, Promise<ShopEnv>>();

/** A new, empty database of that kind; the shop seeds the demo catalogue on its first start. */
export async function emptyDatabase(kind: DatabaseKind): Promise<ShopEnv> {
  if (kind === 'PGlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'statefront-bench-db-'));
    made.push(async () => rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir, DATABASE_URL: undefined };
  }
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('Postgres needs DATABASE_URL');
  const name = `statefront_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(admin, `create database ${name}`);
  made.push(() => adminQuery(admin, `drop database if exists ${name} with (force)`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // One process on Postgres too (npm start would fork a worker per core): the CPU time and
  // memory read from /proc are then the shop's, not an idle primary's.
  return { DATABASE_URL: url.toString(), WEB_CONCURRENCY: '1' };
}

/**
 * A database holding the large catalogue, seeded once per bench run by `npm run seed:large`
 * in a process of its own, and shared by the sections that ask for it.
 */
export function largeCatalogue(kind: DatabaseKind): Promise<ShopEnv> {
  let ready = large.get(kind);
  if (!ready) {
    ready = emptyDatabase(kind).then(async (env) => {
      await seed(env, LARGE_CATALOGUE);
      return env;
    });
    large.set(kind, ready);
  }
  return ready;
}

/** Removes every database and folder made for this run. */
export async function releaseCatalogues(): Promise<void> {
  for (const release of made.splice(0).reverse()) await release().catch(() => {});
  large.clear();
}

function seed(env: ShopEnv, products: number): Promise<void> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'seed-large.ts'), '--products', String(products)],
    { env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let err = '';
  child.stderr?.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:large failed: ${err.trim()}`)))),
  );
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
