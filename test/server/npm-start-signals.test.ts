import { copyFileSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../support/app';
import { descendants, freePort, spawnNpmStart, whenRunning } from '../support/shop-process';

/**
 * Issue 27, finding 1: a container runtime or a process manager signals the process it
 * started, and for the README's start command that is npm. The package is laid out in a
 * scratch folder (the real package.json, the sources linked, a client "build" of its own),
 * so `npm start` there runs exactly what a host runs: the server build, then the server.
 */
const ROOT = path.resolve('.');
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'statefront-npm-start-'));
  for (const entry of readdirSync(ROOT)) {
    if (['dist', 'data', '.git', 'package.json'].includes(entry)) continue;
    symlinkSync(path.join(ROOT, entry), path.join(scratch, entry));
  }
  copyFileSync(path.join(ROOT, 'package.json'), path.join(scratch, 'package.json'));
  fakeClientBuild(path.join(scratch, 'dist', 'client'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('SIGTERM to `npm start`', () => {
  it('reaches the server, which finishes the request in flight and exits 0, leaving no process behind', {
    timeout: 240_000,
  }, async () => {
    const port = await freePort();
    const npm = spawnNpmStart(scratch, {
      PORT: String(port),
      DATA_DIR: path.join(scratch, 'data'),
      POPUP: 'off',
    });
    const shop = await whenRunning(npm);
    const below = descendants(npm.pid as number);
    try {
      // A request in flight: its headers sent, half its body still to come.
      const socket: Socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      let answer = '';
      socket.on('data', (d) => {
        answer += d;
      });
      const answered = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        'POST /newsletter/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 20\r\nConnection: close\r\n\r\nemail=a%40',
      );
      // Let the server see the request before the signal.
      await new Promise((resolve) => setTimeout(resolve, 300));
      npm.kill('SIGTERM');
      // The server heard it: it stops accepting while the request is still open.
      const connects = () =>
        new Promise<string>((resolve) => {
          const probe = connect(port, '127.0.0.1');
          probe.once('connect', () => {
            probe.destroy();
            resolve('accepted');
          });
          probe.once('error', () => resolve('refused'));
        });
      await expect.poll(connects, { timeout: 30_000 }).toBe('refused');
      socket.write('example.com');
      await answered;
      expect(answer).toMatch(/^HTTP\/1\.1 [1-5]\d\d /);
      expect(await shop.exited).toBe(0);
      expect(below.filter(alive)).toEqual([]);
      expect(shop.stderr()).not.toMatch(/Unhandled|uncaught/i);
    } finally {
      for (const pid of [npm.pid as number, ...below].filter(alive)) process.kill(pid, 'SIGKILL');
    }
  });
});
