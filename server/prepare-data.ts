import { openDatabase } from './db/index';
import { seedDemoCatalogue } from './db/seed';

/**
 * `prepare-data <folder>`: creates the embedded database in the folder when it is new,
 * brings its schema up to date, seeds the demo catalogue, and exits. The shop runs it as a
 * child process before opening the folder itself (server/start.ts): creating, migrating
 * and seeding grow the engine's WebAssembly memory, which is never given back while the
 * process lives, so that work must not happen in the process that then serves for days.
 *
 * Exit codes say which step failed, with its first line on stderr: 2 the database could
 * not be opened or migrated, 3 the catalogue could not be seeded.
 */
async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: prepare-data <folder>');
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase({ kind: 'pglite', dataDir });
  } catch (error) {
    fail(2, error);
  }
  try {
    await seedDemoCatalogue(db);
  } catch (error) {
    fail(3, error);
  } finally {
    await db.destroy();
  }
}

function fail(code: number, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message.split('\n')[0]?.trim() || 'unknown error'}\n`);
  process.exit(code);
}

main().catch((error: unknown) => fail(1, error));
