import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { type Db, openDatabase } from './db/index';
import { seedDemoCatalogue } from './db/seed';

export interface RunningShop {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the shop: builds the client when no build exists, opens and migrates the
 * database, seeds the demo catalogue on first start, and listens. Used by `npm start`,
 * `npm run dev`, the browser tests and the benchmarks alike.
 */
export async function startShop(config: ServerConfig, opts: { logger?: boolean } = {}): Promise<RunningShop> {
  let vite: import('vite').ViteDevServer | undefined;
  if (config.dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  } else if (!existsSync(path.join(config.clientDir, '.vite', 'manifest.json'))) {
    const { build } = await import('vite');
    await build({ logLevel: 'warn' });
  }

  if (config.database.kind === 'pglite') {
    try {
      mkdirSync(config.database.dataDir, { recursive: true });
    } catch (error) {
      throw new StartupError(
        `the data folder ${config.database.dataDir} cannot be created: ${(error as Error).message}`,
      );
    }
  }

  let db: Db;
  try {
    db = await openDatabase(config.database);
  } catch (error) {
    throw new StartupError(`the database cannot be opened (${describeTarget(config)}): ${(error as Error).message}`);
  }
  await seedDemoCatalogue(db);

  const app = await buildApp({
    db,
    settings: config.shop,
    clientDir: config.clientDir,
    ...(vite ? { vite } : {}),
    ...(opts.logger ? { logger: true } : {}),
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await db.destroy();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(`port ${config.port} is already in use; set PORT to another port`);
    if (code === 'EACCES') throw new StartupError(`port ${config.port} needs privileges; set PORT to 1024 or above`);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    db,
    url: `http://${config.host}:${port}`,
    async close() {
      await app.close();
      await vite?.close();
      await db.destroy();
    },
  };
}

function describeTarget(config: ServerConfig): string {
  const t = config.database;
  if (t.kind === 'postgres') return `DATABASE_URL ${new URL(t.url).host}`;
  if (t.kind === 'pglite') return `embedded database in ${t.dataDir}`;
  return 'in-memory database';
}

export class StartupError extends Error {}
