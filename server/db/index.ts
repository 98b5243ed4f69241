import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { spent } from '../timing';
import { migrationProvider } from './migrations/index';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /**
   * In memory, gone when closed; from `template` (a data folder tarball PGlite's `dumpDataDir`
   * wrote) when given, which skips the seconds of initdb a fresh engine takes (the tests'
   * databases, docs/decisions/0381).
   */
  | { kind: 'memory'; template?: string };

/**
 * Where a database's notifications (LISTEN/NOTIFY) are heard: a Postgres server, on a
 * connection of its own, or the embedded PGlite itself.
 */
export type NotificationSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };

const notificationSources = new WeakMap<Db, NotificationSource>();

/** The notification source of a database opened by `openDatabase`. */
export function notificationSourceOf(db: Db): NotificationSource | undefined {
  return notificationSources.get(db);
}

/** Opens the database named by the target and, unless told not to, brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget, opts: { migrate?: boolean } = {}): Promise<Db> {
  const source: NotificationSource =
    target.kind === 'postgres'
      ? { kind: 'postgres', url: target.url }
      : {
          kind: 'pglite',
          pglite:
            target.kind === 'pglite'
              ? new PGlite(target.dataDir, { startParams: PGLITE_START_PARAMS })
              : new PGlite(target.template ? { loadDataDir: new Blob([readFileSync(target.template)]) } : {}),
        };
  const db = new Kysely<Database>({
    dialect: dialectFor(source),
    // Query time for the Server-Timing header (SERVER_TIMING=1); nothing when off.
    log: (event) => spent('db', event.queryDurationMillis),
  });
  notificationSources.set(db, source);
  try {
    await sql`select 1`.execute(db);
    if (opts.migrate !== false) await migrate(db as unknown as Kysely<unknown>);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  return db;
}

function dialectFor(source: NotificationSource) {
  switch (source.kind) {
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: source.url, max: 10, connectionTimeoutMillis: 5000 });
      // A connection dropped by the server (a restart, a failover) emits 'error'; unheard,
      // the event ends the process. The pool hears it for idle connections only, so every
      // connection gets a listener of its own too: one checked out by a request in flight
      // fails that request's query (answered 503), is then discarded, and the pool opens
      // a new one when the server is back.
      pool.on('connect', (client) =>
        client.on('error', (error) => process.stderr.write(`Postgres connection lost: ${error.message}\n`)),
      );
      // The pool repeats an idle connection's error; the connection's own listener logged it.
      pool.on('error', () => {});
      return new PostgresDialect({ pool });
    }
    case 'pglite':
      return new PGliteDialect(source.pglite);
  }
}

/**
 * The embedded engine runs in this process, its buffer pool inside WebAssembly memory that
 * is never given back: 16 MB instead of Postgres's 128 MB default. Its data files are read
 * through the operating system, whose page cache keeps them as a larger pool would.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Whether the database has a migration to run or an empty catalogue (the demo's seed to add). */
export async function needsPreparing(db: Db): Promise<boolean> {
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  if (migrations.some((m) => m.executedAt === undefined)) return true;
  return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** Whether every migration this build knows has run: `GET /readyz` (server/routes/health.ts). */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  return migrations.every((m) => m.executedAt !== undefined);
}

export async function migrate(db: Kysely<unknown>): Promise<void> {
  // Branches add numbered migrations in parallel: a database that already ran a later one
  // must still take an earlier one that lands after it.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`.trim());
  }
}
