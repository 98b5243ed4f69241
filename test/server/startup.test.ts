import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT_COUNT } from '../../server/db/seed';
import { fakeClientBuild } from '../support/app';
import {
  type Finished,
  freePort,
  runToExit as runProcessToExit,
  startRunning as startProcess,
  stop,
} from '../support/shop-process';

/**
 * `npm start` as a developer meets it: the real entry point in its own process. It runs
 * in a scratch folder holding a client "build" (a manifest only), so no test waits for Vite.
 */
let scratch: string;
const runToExit = (env: Record<string, string>) => runProcessToExit(scratch, env);
const startRunning = (env: Record<string, string>) => startProcess(scratch, env);
const startCompiled = (env: Record<string, string>) => startProcess(scratch, env, true);

/** Exactly one line on stderr, saying the shop could not start, and no stack trace. */
function expectOneClearLine(result: Finished, pattern: RegExp) {
  expect(result.code).toBe(1);
  const lines = result.stderr.split('\n').filter((l) => l.trim() !== '');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Statefront could not start: /);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stdout).not.toMatch(/running at/);
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'statefront-start-'));
  fakeClientBuild(path.join(scratch, 'dist', 'client'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm start when something is wrong', () => {
  let holder: Server;
  let takenPort: number;
  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    takenPort = (holder.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('says the port is taken', async () => {
    const result = await runToExit({ PORT: String(takenPort), DATA_DIR: path.join(scratch, 'data-port') });
    expectOneClearLine(result, new RegExp(`port ${takenPort} is already in use; set PORT`));
  });

  it('says the data folder cannot be made when DATA_DIR lies under a regular file', async () => {
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const result = await runToExit({ PORT: String(await freePort()), DATA_DIR: path.join(file, 'data') });
    expectOneClearLine(result, /data folder .*a-file.* cannot be created or written .*set DATA_DIR/);
  });

  it('says the database is unreachable, without printing its password', async () => {
    const result = await runToExit({
      PORT: String(await freePort()),
      DATABASE_URL: 'postgres://shop:hunter2@127.0.0.1:1/shop',
    });
    expectOneClearLine(result, /database cannot be opened \(DATABASE_URL 127\.0\.0\.1:1\): nothing is listening/);
    expect(result.stderr).not.toContain('hunter2');
  });

  it('says the embedded database cannot be opened when the data folder holds something else', async () => {
    const dataDir = path.join(scratch, 'data-not-a-database');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '99\n');
    const result = await runToExit({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expectOneClearLine(result, /the database cannot be opened \(embedded database in .*data-not-a-database.*\): \S/);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }, /PORT must be a whole number from 0 to 65535, not "eighty"$/],
    ['PORT', { PORT: 'abc' }, /PORT must be a whole number from 0 to 65535, not "abc"$/],
    ['PORT', { PORT: '70000' }, /PORT must be a whole number from 0 to 65535, not "70000"$/],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/shop' }, /DATABASE_URL must start with postgres:\/\//],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'postgres://u@127.0.0.1:99999/x' },
      /DATABASE_URL has port 99999, out of range: a port is a whole number from 1 to 65535, like postgres:\/\/user:password@host:5432\/database$/,
    ],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'postgres://shop:p#ss@db/shop' },
      /DATABASE_URL is not a valid URL; it looks like postgres:\/\/user:password@host:5432\/database/,
    ],
    ['NODE_ENV', { NODE_ENV: 'staging' }, /NODE_ENV must be one of development, production, test, not "staging"$/],
    ['SESSION_DAYS', { SESSION_DAYS: '0' }, /SESSION_DAYS must be a whole number of days, 1 or more, not "0"$/],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }, /TRUST_PROXY must be one of yes, no, not "true"$/],
  ])('says which variable is wrong, and what a good value looks like, when %s is %j', async (_name, env, pattern) => {
    const result = await runToExit(env as Record<string, string>);
    expectOneClearLine(result, pattern);
    expect(result.stderr).not.toMatch(/Invalid input|Invalid URL|received NaN/);
    expect(result.stderr).not.toContain('p#ss');
  });
});

describe('npm start on a data folder', () => {
  // Two starts, the first booting the embedded engine twice (a child process prepares the
  // new folder, then the shop opens it: docs/decisions/0172): on a loaded 2-core machine
  // that took 60-170 s. The limit only stops a hang.
  it('serves the seeded shop, and keeps carts and the catalogue in the folder across restarts', {
    timeout: 300_000,
  }, async () => {
    const dataDir = path.join(scratch, 'data');
    const port = await freePort();
    const first = await startRunning({ PORT: String(port), DATA_DIR: dataDir });
    let sessionCookie: string;
    try {
      expect(first.url).toBe(`http://127.0.0.1:${port}`);
      const shop = await fetch(`${first.url}/shop/`);
      expect(shop.status).toBe(200);
      expect(await shop.text()).toContain(`of ${DEMO_PRODUCT_COUNT} results`);

      const html = await (await fetch(`${first.url}/shop/`)).text();
      const addHref = /href="(\/shop\/\?add-to-cart=\d+)"/.exec(html)?.[1];
      expect(addHref).toBeDefined();
      const added = await fetch(`${first.url}${addHref}`, { redirect: 'manual' });
      expect(added.status).toBe(303);
      sessionCookie = /sf_session=[^;]+/.exec(added.headers.get('set-cookie') ?? '')?.[0] ?? '';
      expect(sessionCookie).not.toBe('');
    } finally {
      expect(await stop(first.child)).toBe(0);
    }

    const second = await startRunning({ PORT: String(port), DATA_DIR: dataDir });
    try {
      const shop = await (await fetch(`${second.url}/shop/`)).text();
      // Seeded once: a second start finds the catalogue and adds nothing.
      expect(shop).toContain(`of ${DEMO_PRODUCT_COUNT} results`);
      const cart = await (await fetch(`${second.url}/cart/`, { headers: { cookie: sessionCookie } })).text();
      expect(cart.replaceAll('<!-- -->', '')).toMatch(/class="cart-contents-count">1 item – \$/);
      expect(cart).toContain('class="cart_item"');
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
  });
});

describe('npm start: the compiled server', () => {
  beforeAll(async () => {
    const { build } = await import('vite');
    await build({ configFile: path.resolve('vite.server.config.ts'), logLevel: 'silent' });
  }, 120_000);

  it('creates, migrates and seeds a new data folder in a process that has ended before the shop serves', async () => {
    const running = await startCompiled({ PORT: String(await freePort()), DATA_DIR: path.join(scratch, 'data-built') });
    try {
      const shop = await fetch(`${running.url}/shop/`);
      expect(shop.status).toBe(200);
      expect(await shop.text()).toContain(`of ${DEMO_PRODUCT_COUNT} results`);
      // The preparing process is gone: the shop has no child process left holding its memory.
      const children = readFileSync(`/proc/${running.child.pid}/task/${running.child.pid}/children`, 'utf8');
      expect(children.trim()).toBe('');
    } finally {
      expect(await stop(running.child)).toBe(0);
    }
  });
});
