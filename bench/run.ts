import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { sections } from './sections/index';
import { formatSection } from './table';
import type { BenchContext, SectionResult } from './types';

/**
 * `npm run bench`: builds the client, starts the shop exactly as `npm start` does (its own
 * process, a PGlite data folder in a temporary directory, the demo catalogue), runs each
 * section of bench/sections against it, prints the tables and writes reports/bench.json.
 * `npm run bench -- javascript` runs only the sections named.
 */
async function main() {
  // Before any section loads React (the cart section starts shops in this process): its
  // development build is several times slower.
  process.env.NODE_ENV = 'production';
  const only = process.argv.slice(2);
  const chosen = only.length > 0 ? sections.filter((s) => only.includes(s.name)) : sections;
  if (chosen.length === 0) throw new Error(`no section named ${only.join(', ')}; have ${sections.map((s) => s.name)}`);

  const started = Date.now();
  process.stdout.write('Building the client…\n');
  await build({ logLevel: 'warn' });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'statefront-bench-'));
  const port = await freePort();
  const shop = await startShop(port, dataDir);
  const ctx: BenchContext = { url: `http://127.0.0.1:${port}`, dataDir, database: 'PGlite data folder' };
  const results: (SectionResult & { name: string })[] = [];
  try {
    for (const section of chosen) {
      process.stdout.write(`Running ${section.name}…\n`);
      results.push({ name: section.name, ...(await section.run(ctx)) });
    }
  } finally {
    await stop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }

  process.stdout.write(`\n${results.map(formatSection).join('\n\n')}\n\n`);
  mkdirSync('reports', { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    seconds: Math.round((Date.now() - started) / 1000),
    sections: results,
  };
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`Written to reports/bench.json in ${report.seconds} s.\n`);
}

function startShop(port: number, dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
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
      if (out.includes('running at')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the shop exited (${code}): ${err.trim()}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
