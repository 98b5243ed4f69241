import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/db/seed';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

const noKeptPages = { sharedSeconds: 10, staleSeconds: 30, memoryBytes: 0 };

describeOnDatabases('Server-Timing', (database) => {
  const shop = useTestShop(database, {
    seed: [seedDemoCatalogue],
    settings: { serverTiming: true, pageCache: noKeptPages },
  });
  let plain: FastifyInstance;

  beforeAll(async () => {
    plain = await shop.appWith({ pageCache: noKeptPages });
  });

  it('with SERVER_TIMING=1, a rendered listing says what it spent in queries, in rendering and in all', async () => {
    const response = await shop.app.inject({ url: '/shop/?orderby=price' });
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
