import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A server the bench started in a process of its own, and where it answers. */
export interface BenchProcess {
  child: ChildProcess;
  url: string;
}

/**
 * The shop's process, as `npm start` runs it. Its memory and CPU time are read from /proc,
 * so a section can report what the shop itself used, not the load generator beside it
 * (with workers, the primary's: each worker is a process of its own).
 */
export interface ShopProcess extends BenchProcess {
  /** Resident memory now, in MB. */
  rssMb(): number;
  /** The most resident memory the process has held, in MB. */
  peakRssMb(): number;
  /** CPU time the process has used so far (user and system), in ms. */
  cpuMs(): number;
}

/**
 * Runs `script` in its own process with `env` added (a variable set to undefined is
 * removed), and resolves once it prints `running at <url>`: TypeScript through tsx (the
 * bench's bare comparison server), or with `nodeArgs` a compiled script under plain Node.
 */
export function startProcess(
  script: string,
  env: Record<string, string | undefined>,
  nodeArgs: string[] = ['--import', 'tsx'],
): Promise<BenchProcess> {
  const merged: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const url = /running at (http:\/\/[^/\s]+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${err.trim()}`)));
  });
}

/** The Node flags of package.json's start script, so the bench runs the server as it does. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const command = /\bnode ((?:--\S+ )*)dist\/server\/main\.js/.exec(scripts.start);
  if (!command) throw new Error('package.json start does not run node dist/server/main.js');
  return command[1]!.trim().split(' ').filter(Boolean);
}

/**
 * `npm start` on a free port with `env` (DATA_DIR or DATABASE_URL, WEB_CONCURRENCY, …): the
 * compiled server (dist/server, built by bench/run.ts) under plain Node with the start
 * script's flags.
 */
export async function startShopProcess(env: Record<string, string | undefined>): Promise<ShopProcess> {
  const { child, url } = await startProcess(
    path.join('dist', 'server', 'main.js'),
    { PORT: String(await freePort()), ...env },
    startFlags(),
  );
  const pid = child.pid!;
  const status = (field: string) => {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) / 1024;
  };
  return {
    child,
    url,
    rssMb: () => status('VmRSS'),
    peakRssMb: () => status('VmHWM'),
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    },
  };
}

/** Linux's USER_HZ, the unit of the CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
