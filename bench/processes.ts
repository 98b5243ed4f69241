import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A server the bench started in a process of its own, and where it answers. */
export interface BenchProcess {
  child: ChildProcess;
  url: string;
}

/**
 * Runs `script` (TypeScript, through tsx) in its own process with `env` added (a variable
 * set to undefined is removed), and resolves once it prints `running at <url>`: the shop as
 * `npm start` runs it, or the bench's bare comparison server.
 */
export function startProcess(script: string, env: Record<string, string | undefined>): Promise<BenchProcess> {
  const merged: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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

/** `npm start` on a free port with `env` (DATA_DIR or DATABASE_URL, WEB_CONCURRENCY, …). */
export async function startShopProcess(env: Record<string, string | undefined>): Promise<BenchProcess> {
  return startProcess('server/main.ts', { PORT: String(await freePort()), ...env });
}

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
