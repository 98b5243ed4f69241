import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { seedContent } from './content/seed';
import { type Db, needsPreparing, openDatabase } from './db/index';
import { seedDemoCatalogue } from './db/seed';
import { startMailSender } from './mail/outbox';
import { folderTransport, smtpTransport } from './mail/transport';
import { startSweeper } from './maintenance/sweeper';

export interface RunningShop {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the shop: builds the client when no build exists, opens and migrates the
 * database, seeds the demo catalogue on first start, and listens. Used by `npm start`,
 * `npm run dev`, the browser tests and the benchmarks alike. `prepared`: a worker of
 * `npm start`, whose primary already checked the port, seeded and built (`prepareShop`).
 */
export async function startShop(
  config: ServerConfig,
  opts: { logger?: boolean; prepared?: boolean } = {},
): Promise<RunningShop> {
  // The port is checked first: it is the commonest problem and the rest takes seconds.
  if (!opts.prepared && config.port !== 0) await ensurePortFree(config.host, config.port);
  const db = await openShopDatabase(config);

  let vite: import('vite').ViteDevServer | undefined;
  // Development: one HTTP server for pages and Vite's HMR socket, so several dev shops on
  // one machine do not fight over Vite's default HMR port.
  const httpServer = config.dev ? createHttpServer() : undefined;
  try {
    if (!opts.prepared) await seedAndBuild(config, db);
    if (config.dev) {
      const { createServer } = await import('vite');
      vite = await createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' });
    }
  } catch (error) {
    await vite?.close();
    await db.destroy();
    throw error instanceof StartupError
      ? error
      : new StartupError(`the Vite development server could not start: ${firstLine(error)}`);
  }

  const app = await buildApp({
    db,
    settings: config.shop,
    clientDir: config.clientDir,
    trustProxy: config.trustProxy ?? false,
    ...(vite ? { vite } : {}),
    ...(httpServer ? { httpServer } : {}),
    ...(opts.logger ? { logger: true } : {}),
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await vite?.close();
    await db.destroy();
    throw listenError(error, config);
  }
  // Expired sessions, their guest carts, old nonces and throttle rows (decision 0143).
  const sweeper = startSweeper(db, {
    nonceLifetimeSeconds: config.shop.nonceLifetimeSeconds,
    onError: (error) => app.log.warn(`sweeping skipped: ${firstLine(error)}`),
  });
  // The mail outbox: e-mails queued with orders, sent in the background (decision 0360).
  const mail = config.mail ?? { outboxDir: path.resolve('data', 'outbox') };
  const mailSender = startMailSender(db, mail.smtpUrl ? smtpTransport(mail.smtpUrl) : folderTransport(mail.outboxDir), {
    from: { name: config.shop.name, address: config.shop.shopEmail },
    onError: (line) => app.log.warn(line),
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    db,
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    async close() {
      await sweeper.stop();
      await mailSender.stop();
      await app.close();
      await vite?.close();
      await db.destroy();
    },
  };
}

/**
 * What `npm start` does once, in its primary process, before it forks workers that each
 * open the database and listen (decision 0162): the port, the database and its migrations,
 * the demo catalogue, the client build. Workers never race each other to seed or build.
 */
export async function prepareShop(config: ServerConfig): Promise<void> {
  if (config.port !== 0) await ensurePortFree(config.host, config.port);
  const db = await openShopDatabase(config);
  try {
    await seedAndBuild(config, db);
  } finally {
    await db.destroy();
  }
}

/** Opens and migrates the database, saying in one line what stands in the way. */
async function openShopDatabase(config: ServerConfig): Promise<Db> {
  if (config.database.kind === 'pglite') {
    try {
      mkdirSync(config.database.dataDir, { recursive: true });
      accessSync(config.database.dataDir, constants.W_OK);
    } catch (error) {
      throw new StartupError(
        `the data folder ${config.database.dataDir} cannot be created or written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); set DATA_DIR to a writable folder`,
      );
    }
  }
  try {
    return config.database.kind === 'pglite'
      ? await openDataFolder(config.database.dataDir)
      : await openDatabase(config.database);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(`the database cannot be opened (${describeTarget(config)}): ${describeDbError(error)}`);
  }
}

/** Seeds the demo catalogue on first start, and builds the client when there is no build. */
async function seedAndBuild(config: ServerConfig, db: Db): Promise<void> {
  try {
    await seedDemoCatalogue(db);
  } catch (error) {
    throw new StartupError(`the demo catalogue could not be seeded: ${firstLine(error)}`);
  }
  try {
    await seedContent(db, undefined, { embedOrigins: config.shop.embedOrigins });
  } catch (error) {
    throw new StartupError(`the content could not be seeded: ${firstLine(error)}`);
  }
  if (config.dev || existsSync(path.join(config.clientDir, '.vite', 'manifest.json'))) return;
  process.stdout.write('Building the client (first start only)…\n');
  // In a process of its own: a build's memory would stay with the shop for its whole life
  // (docs/decisions/0172).
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const { code, stderr } = await runNode([vite, 'build', '--logLevel', 'warn']);
  if (code !== 0) throw new StartupError(`the client build failed: ${firstLine(stderr.trim() || `exit code ${code}`)}`);
}

/**
 * The embedded database of the folder, ready to serve. Creating it, migrating it and
 * seeding it grow the engine's WebAssembly memory, which a process never gets back, so
 * that work is left to a child process (server/prepare-data.ts) whenever there is any: a
 * new folder, a migration to run, an empty catalogue. A folder with nothing to do, the
 * usual restart, is opened here directly.
 */
async function openDataFolder(dataDir: string): Promise<Db> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const db = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
    if (!(await needsPreparing(db))) return db;
    await db.destroy();
  }
  await prepareDataFolder(dataDir);
  return openDatabase({ kind: 'pglite', dataDir });
}

/**
 * Runs server/prepare-data in a child process on the PGlite folder and waits for it: the
 * compiled script next to the compiled server, or the source with tsx's loader.
 */
async function prepareDataFolder(dataDir: string): Promise<void> {
  const here = import.meta.url;
  const compiled = !here.endsWith('.ts');
  const script = fileURLToPath(new URL(compiled ? './prepare-data.js' : './prepare-data.ts', here));
  const loader = compiled ? [] : ['--import', pathToFileURL(createRequire(here).resolve('tsx')).href];
  const { code, stderr } = await runNode([...loader, script, dataDir]);
  if (code === 0) return;
  const reason = firstLine(stderr.trim() || `the preparing process exited with ${code}`);
  if (code === 3) throw new StartupError(`the demo catalogue could not be seeded: ${reason}`);
  throw new StartupError(`the database cannot be opened (embedded database in ${dataDir}): ${reason}`);
}

/** Runs Node on `args` in a child process and waits for it: its exit code and what it said on stderr. */
async function runNode(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  return { code, stderr };
}

/** Fails fast with the listen error a real listen would give, before the slow work. */
async function ensurePortFree(host: string, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (error) => reject(listenError(error, { host, port })));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

function listenError(error: unknown, config: { host: string; port: number }): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return new StartupError(`port ${config.port} is already in use; set PORT to another port`);
  if (code === 'EACCES') return new StartupError(`port ${config.port} needs privileges; set PORT to 1024 or above`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new StartupError(`HOST ${config.host} is not an address of this machine`);
  return error instanceof Error ? error : new Error(String(error));
}

/** A database error as one line a developer can act on; never the URL's password. */
function describeDbError(error: unknown): string {
  const e = error as { code?: string; message?: string };
  switch (e.code) {
    case 'ECONNREFUSED':
      return 'nothing is listening there (connection refused)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the host name does not resolve';
    case 'ETIMEDOUT':
      return 'the connection timed out';
    case '28P01':
    case '28000':
      return 'the server refused the user name or password';
    case '3D000':
      return 'the database does not exist';
  }
  return firstLine(error);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() || 'unknown error';
}

function describeTarget(config: ServerConfig): string {
  const t = config.database;
  if (t.kind === 'postgres') return `DATABASE_URL ${new URL(t.url).host}`;
  if (t.kind === 'pglite') return `embedded database in ${t.dataDir}`;
  return 'in-memory database';
}

export class StartupError extends Error {}
