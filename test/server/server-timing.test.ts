import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../server/db/index';
import { seedDemoCatalogue } from '../../server/db/seed';
import { buildTestApp } from '../support/app';
import { describeOnDatabases } from '../support/databases';

const noKeptPages = { sharedSeconds: 10, staleSeconds: 30, memoryBytes: 0 };

describeOnDatabases('Server-Timing', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let timed: FastifyInstance;
  let plain: FastifyInstance;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    await seedDemoCatalogue(db);
    timed = await buildTestApp(db, { serverTiming: true, pageCache: noKeptPages });
    plain = await buildTestApp(db, { pageCache: noKeptPages });
  });
  afterAll(async () => {
    await timed?.close();
    await plain?.close();
    await close?.();
  });

  it('with SERVER_TIMING=1, a rendered listing says what it spent in queries, in rendering and in all', async () => {
    const response = await timed.inject({ url: '/shop/?orderby=price' });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['server-timing']);
    const match = /^db;dur=([\d.]+), render;dur=([\d.]+), total;dur=([\d.]+)$/.exec(header);
    expect(match, header).not.toBeNull();
    const [db, render, total] = match!.slice(1).map(Number) as [number, number, number];
    expect(db).toBeGreaterThan(0);
    expect(render).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(db + render);
  });

  it('sends no Server-Timing header unless asked', async () => {
    const response = await plain.inject({ url: '/shop/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toBeUndefined();
  });
});
