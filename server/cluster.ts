import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config';
import { prepareShop, StartupError } from './start';

/** What a worker tells the primary: it listens at `url`, or it could not start. */
export type WorkerMessage = { type: 'ready'; url: string } | { type: 'failed'; message: string };

/** More unexpected worker exits than this within a minute: something is wrong, stop. */
const MAX_RESTARTS_PER_MINUTE = 5;

function isWorkerMessage(message: unknown): message is WorkerMessage {
  return typeof message === 'object' && message !== null && 'type' in message;
}

/**
 * `npm start` on Postgres with several workers (decision 0162): this primary prepares the
 * shop once (port, migrations, demo catalogue, client build), forks `count` workers that
 * each open the database and share the port, says where the shop runs once all listen,
 * replaces a worker that dies, and on SIGTERM or SIGINT passes it on and exits when every
 * worker has drained (0 if all did, 1 otherwise). A start-up failure rejects with the
 * first worker's one line.
 */
export async function runWorkers(config: ServerConfig, count: number, drainSeconds: number): Promise<void> {
  await prepareShop(config);

  let announced = false;
  let stopping = false;
  let failed = false;
  const ready = new Set<number>();
  const exits: number[] = [];
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  return new Promise<void>((_resolve, reject) => {
    /** Stops every worker; `then` runs once all have exited, with whether all exited cleanly. */
    function stopAll(then: (clean: boolean) => void) {
      if (stopping) return;
      stopping = true;
      const deadline = setTimeout(() => {
        process.stderr.write(`Statefront: workers still running after ${drainSeconds} s; exiting\n`);
        for (const worker of alive()) worker.process.kill('SIGKILL');
        process.exit(1);
      }, drainSeconds * 1000);
      deadline.unref();
      let clean = true;
      const finish = () => {
        if (alive().length > 0) return;
        clearTimeout(deadline);
        then(clean);
      };
      cluster.on('exit', (_worker, code, signal) => {
        // Ended by the SIGTERM sent here before it could hear it: a worker still starting.
        if (code !== 0 && signal !== 'SIGTERM') clean = false;
        finish();
      });
      for (const worker of alive()) worker.process.kill('SIGTERM');
      finish();
    }

    function failStart(message: string) {
      if (failed) return;
      failed = true;
      stopAll(() => reject(new StartupError(message)));
    }

    cluster.on('message', (worker, message: unknown) => {
      if (!isWorkerMessage(message)) return;
      if (message.type === 'failed') return failStart(message.message);
      ready.add(worker.id);
      if (!announced && ready.size === count) {
        announced = true;
        process.stdout.write(`Statefront is running at ${message.url}/shop/ (Postgres, ${count} workers)\n`);
      }
    });

    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      if (!announced) return failStart(`a worker exited while starting (${signal ?? `exit code ${code}`})`);
      const now = Date.now();
      exits.push(now);
      const recent = exits.filter((t) => now - t < 60_000).length;
      if (recent > MAX_RESTARTS_PER_MINUTE) {
        process.stderr.write(`Statefront: ${recent} workers stopped within a minute; exiting\n`);
        stopAll(() => process.exit(1));
        return;
      }
      process.stderr.write(
        `Statefront: worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another\n`,
      );
      cluster.fork();
    });

    const stop = () => stopAll((clean) => process.exit(clean ? 0 : 1));
    // Every time, not once: a second signal (an impatient Ctrl-C) must not end the primary
    // before its workers have drained.
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);

    for (let i = 0; i < count; i++) cluster.fork();
  });
}
