import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve('.');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const MAIN = path.join(ROOT, 'server', 'main.ts');

/**
 * `npm start` as a developer or a container runtime meets it: the real entry point in
 * its own process, run in `cwd` (a scratch folder holding a client "build", see
 * fakeClientBuild), so a test can watch the process itself: its exit code and output.
 */
export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function shopEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') };
  // The suite's own database and mode must not leak into the shop under test.
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'PORT', 'HOST', 'DATA_DIR', 'LOG']) delete base[name];
  return { ...base, ...env };
}

/** The compiled server `npm start` runs (built by `npm run build:server`). */
export const COMPILED_MAIN = path.join(ROOT, 'dist', 'server', 'main.js');

/** The sources through tsx, or with `compiled` the built server under plain Node. */
export function spawnShop(cwd: string, env: Record<string, string>, compiled = false): ChildProcess {
  const [command, args] = compiled ? [process.execPath, [COMPILED_MAIN]] : [TSX, [MAIN]];
  return spawn(command, args, { cwd, env: shopEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs the shop until it exits by itself (a start-up failure). */
export function runToExit(cwd: string, env: Record<string, string>): Promise<Finished> {
  const child = spawnShop(cwd, env);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

export interface RunningProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * `npm start` itself, as a container runtime or a process manager starts it: the process
 * a test signals is npm's own, not the server below it. `cwd` holds the package.json.
 */
export function spawnNpmStart(cwd: string, env: Record<string, string>): ChildProcess {
  return spawn('npm', ['start', '--silent'], { cwd, env: shopEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Starts the shop and resolves once it says where it runs. */
export function startRunning(cwd: string, env: Record<string, string>, compiled = false): Promise<RunningProcess> {
  return whenRunning(spawnShop(cwd, env, compiled));
}

/** Resolves once the shop `child` (or a process below it) says where it runs. */
export function whenRunning(child: ChildProcess): Promise<RunningProcess> {
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (d) => {
      err += d;
    });
    child.stdout?.on('data', (d) => {
      out += d;
      const match = /running at (http:\/\/\S+)\/shop\//.exec(out);
      if (match?.[1]) resolve({ child, url: match[1], stdout: () => out, stderr: () => err, exited });
    });
    void exited.then((code) => reject(new Error(`the shop exited with ${code}: ${err}`)));
  });
}

/** Sends SIGTERM (what a container runtime sends) and resolves with the exit code. */
export function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('close', (code) => resolve(code));
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

/** Every process below `pid`. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const child of children.get(p) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}
