import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { defaultShopSettings } from '../../server/config';
import type { Db } from '../../server/db/index';
import { freshClientBuild } from '../support/app';
import { openMemoryDatabase } from '../support/memory-database';

/** The client build's files as browsers get them: the build's compressed copies, kept a year. */
let db: Db;
let app: FastifyInstance;
let clientDir: string;
const script = `export const names = [${Array.from({ length: 300 }, (_, i) => `"n${i}"`).join(',')}];\n`;

beforeAll(async () => {
  db = await openMemoryDatabase();
  clientDir = freshClientBuild();
  const file = path.join(clientDir, 'assets', 'chunk-abc123.js');
  writeFileSync(file, script);
  // What the build's precompress step writes beside it.
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  app = await buildApp({ db, settings: defaultShopSettings, clientDir });
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

it.each([
  ['gzip, deflate, br, zstd', 'br', brotliCompressSync],
  ['gzip', 'gzip', gzipSync],
] as const)('sends the build’s own compressed copy to a browser accepting %s', async (accept, encoding, compress) => {
  const response = await app.inject({ url: '/assets/chunk-abc123.js', headers: { 'accept-encoding': accept } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe(encoding);
  expect(response.rawPayload.equals(compress(script))).toBe(true);
  expect(response.headers['content-type']).toMatch(/javascript/);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
});

it('sends the plain file to a client that accepts no compression', async () => {
  const response = await app.inject({ url: '/assets/chunk-abc123.js' });
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.body).toBe(script);
});
