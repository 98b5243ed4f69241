import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { type Db, openDatabase } from '../../server/db/index';
import { openMemoryDatabase } from './memory-database';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  open(): Promise<{ db: Db; close(): Promise<void> }>;
}

/**
 * The databases a server suite runs against: always embedded PGlite in memory, and a
 * real Postgres server when DATABASE_URL is set (CI sets it). Each `open()` gives a
 * fresh, migrated database; on Postgres a new database that `close()` drops.
 */
function allDatabases(): (TestDatabase & { available: boolean })[] {
  const url = process.env.DATABASE_URL;
  return [
    {
      kind: 'pglite',
      available: true,
      async open() {
        const db = await openMemoryDatabase();
        return { db, close: () => db.destroy() };
      },
    },
    { kind: 'postgres', available: Boolean(url), open: () => openPostgres(url as string) },
  ];
}

/**
 * One suite per database (`<title> on pglite`, `<title> on postgres`). Without
 * DATABASE_URL the Postgres suite is still listed, as skipped, so a run says what it left out.
 */
export function describeOnDatabases(title: string, body: (database: TestDatabase) => void): void {
  for (const database of allDatabases()) {
    const name = database.available
      ? `${title} on ${database.kind}`
      : `${title} on ${database.kind} (DATABASE_URL not set)`;
    describe.skipIf(!database.available)(name, () => body(database));
  }
}

/** A fresh database on the Postgres server at `adminUrl`, dropped again by close(). */
export async function openPostgres(adminUrl: string): Promise<{ db: Db; url: string; close(): Promise<void> }> {
  const name = `statefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    db,
    url: url.toString(),
    async close() {
      await db.destroy();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
