import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseTarget, type Db, notificationSourceOf, openDatabase } from '../../server/db/index';

/**
 * The tests' in-memory databases start from one migrated data folder, written once per schema
 * and PGlite version (a tarball by PGlite's own `dumpDataDir`, in the system's temporary
 * folder) rather than from initdb each time: a fresh engine takes seconds to create, and the
 * suites open well over a hundred (docs/decisions/0381). What a test sees is the same fresh,
 * migrated, empty database.
 */
const migrations = path.resolve('server/db/migrations');

function templatePath(): string {
  const hash = createHash('sha256');
  // The engine's version too: a data folder is read by the PGlite that wrote it.
  hash.update(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json')));
  for (const file of readdirSync(migrations).sort()) {
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  }
  return path.join(tmpdir(), `statefront-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

let made: Promise<string> | undefined;

async function template(): Promise<string> {
  const file = templatePath();
  if (existsSync(file)) return file;
  const db = await openDatabase({ kind: 'memory' });
  try {
    const source = notificationSourceOf(db);
    if (source?.kind !== 'pglite') throw new Error('an in-memory database is not PGlite');
    const dump = await source.pglite.dumpDataDir('none');
    // Written aside, then renamed: two test workers making it at once each write a whole file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.destroy();
  }
  return file;
}

/** Where a test's fresh in-memory database comes from. */
export async function memoryDatabase(): Promise<DatabaseTarget> {
  made ??= template();
  return { kind: 'memory', template: await made };
}

/** A fresh, migrated in-memory database. */
export async function openMemoryDatabase(): Promise<Db> {
  return openDatabase(await memoryDatabase());
}
