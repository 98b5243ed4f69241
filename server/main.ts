import cluster from 'node:cluster';
import { runWorkers, type WorkerMessage } from './cluster';
import { ConfigError, readConfig } from './config';
import { StartupError, startShop } from './start';

/** Below the 30 s a container runtime waits between SIGTERM and SIGKILL. */
const DRAIN_SECONDS = 25;

/**
 * `npm start`: one process, or on Postgres a primary and its workers (decision 0162). One
 * clear line for any start-up problem, never a stack trace.
 */
async function main() {
  const config = readConfig();
  const workers = config.workers ?? 1;
  if (cluster.isPrimary && workers > 1) return runWorkers(config, workers, DRAIN_SECONDS);

  const shop = await startShop(config, { logger: process.env.LOG === '1', prepared: cluster.isWorker });
  if (cluster.isWorker) {
    process.send?.({ type: 'ready', url: shop.url } satisfies WorkerMessage);
  } else {
    process.stdout.write(
      `Statefront is running at ${shop.url}/shop/ (${config.database.kind === 'postgres' ? 'Postgres' : 'embedded PGlite'})\n`,
    );
  }
  // SIGTERM (a container runtime, a load balancer draining this server, or the primary
  // passing it on): stop accepting, finish the requests in flight, close the database
  // pool, exit 0. A request that never ends must not keep the process forever: after the
  // drain deadline it exits 1.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      process.stderr.write(`Statefront: requests still running after ${DRAIN_SECONDS} s; exiting\n`);
      process.exit(1);
    }, DRAIN_SECONDS * 1000);
    deadline.unref();
    await shop.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const known = error instanceof StartupError || error instanceof ConfigError;
  const message = known ? (error as Error).message : String((error as Error)?.message ?? error);
  // One line, whatever the error: the first line of a multi-line message says what failed.
  const line = message.split('\n')[0]?.trim() ?? '';
  if (cluster.isWorker && process.send) {
    // The primary says it, once, however many workers fail alike.
    process.send({ type: 'failed', message: line } satisfies WorkerMessage, () => process.exit(1));
    return;
  }
  process.stderr.write(`Statefront could not start: ${line}\n`);
  process.exit(1);
});
