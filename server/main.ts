import { ConfigError, readConfig } from './config';
import { StartupError, startShop } from './start';

/** Below the 30 s a container runtime waits between SIGTERM and SIGKILL. */
const DRAIN_SECONDS = 25;

/** `npm start`: one clear line for any start-up problem, never a stack trace. */
async function main() {
  const config = readConfig();
  const shop = await startShop(config, { logger: process.env.LOG === '1' });
  process.stdout.write(
    `Statefront is running at ${shop.url}/shop/ (${config.database.kind === 'postgres' ? 'Postgres' : 'embedded PGlite'})\n`,
  );
  // SIGTERM (a container runtime, a load balancer draining this server): stop accepting,
  // finish the requests in flight, close the database pool, exit 0. A request that never
  // ends must not keep the process forever: after the drain deadline it exits 1.
  const stop = async () => {
    const deadline = setTimeout(() => {
      process.stderr.write(`Statefront: requests still running after ${DRAIN_SECONDS} s; exiting\n`);
      process.exit(1);
    }, DRAIN_SECONDS * 1000);
    deadline.unref();
    await shop.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const known = error instanceof StartupError || error instanceof ConfigError;
  const message = known ? (error as Error).message : String((error as Error)?.message ?? error);
  // One line, whatever the error: the first line of a multi-line message says what failed.
  process.stderr.write(`Statefront could not start: ${message.split('\n')[0]?.trim()}\n`);
  process.exit(1);
});
