import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../support/app';
import { openPostgres } from '../support/databases';
import { descendants, freePort, type RunningProcess, startRunning, stop } from '../support/shop-process';

/**
 * `npm start` with several worker processes (node:cluster) on Postgres, and one process on
 * embedded PGlite whatever WEB_CONCURRENCY says.
 */
const url = process.env.DATABASE_URL;
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'statefront-workers-'));
  fakeClientBuild(path.join(scratch, 'dist', 'client'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** The shop's processes below `pid` that run the entry point: the primary and its workers. */
function shopProcesses(pid: number): number[] {
  return descendants(pid).filter((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('server/main.ts');
    } catch {
      return false;
    }
  });
}

/** Worker processes: entry-point processes whose parent is itself one. */
function workers(shop: RunningProcess): number[] {
  const all = shopProcesses(shop.child.pid as number);
  return all.filter((p) => {
    const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return all.includes(parent) && shopProcesses(p).length === 0;
  });
}

describe.runIf(url)(`several workers on Postgres${url ? '' : ' (DATABASE_URL not set)'}`, () => {
  let database: Awaited<ReturnType<typeof openPostgres>>;
  let shop: RunningProcess;

  beforeAll(async () => {
    database = await openPostgres(url as string);
    shop = await startRunning(scratch, {
      DATABASE_URL: database.url,
      PORT: String(await freePort()),
      WEB_CONCURRENCY: '2',
      POPUP: 'off',
    });
  });
  afterAll(async () => {
    if (shop) await stop(shop.child);
    await database?.close();
  });

  it('serves from two worker processes, replaces one that dies, and drains them all on SIGTERM', async () => {
    expect(shop.stdout()).toContain(`Statefront is running at ${shop.url}/shop/ (Postgres, 2 workers)\n`);
    expect(workers(shop)).toHaveLength(2);
    const [victim] = workers(shop);
    process.kill(victim as number, 'SIGKILL');
    await expect.poll(() => shop.stderr()).toMatch(`worker ${victim} stopped (SIGKILL); starting another`);
    await expect.poll(() => workers(shop).filter((p) => p !== victim)).toHaveLength(2);
    const page = await fetch(`${shop.url}/shop/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('results');

    const all = shopProcesses(shop.child.pid as number);
    expect(await stop(shop.child)).toBe(0);
    expect(all.filter(existsProcess)).toEqual([]);
    expect(shop.stderr()).not.toMatch(/could not start|Unhandled|uncaught/i);
  });
});

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('one process on embedded PGlite', () => {
  it('runs one process whatever WEB_CONCURRENCY says, and says so', async () => {
    const shop = await startRunning(scratch, {
      DATA_DIR: path.join(scratch, 'pglite-data'),
      PORT: String(await freePort()),
      WEB_CONCURRENCY: '4',
      POPUP: 'off',
    });
    try {
      expect(shop.stdout()).toContain('(embedded PGlite)');
      expect(shopProcesses(shop.child.pid as number)).toHaveLength(1);
      expect(workers(shop)).toEqual([]);
      expect((await fetch(`${shop.url}/shop/`)).status).toBe(200);
    } finally {
      expect(await stop(shop.child)).toBe(0);
    }
  });
});
