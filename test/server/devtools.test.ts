import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { ConfigError, readConfig } from '../../server/config';
import { seedDemoCatalogue } from '../../server/db/seed';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

describe('devtools setting', () => {
  it('is on in development, or in production with STATEFRONT_DEVTOOLS=1, and off otherwise', () => {
    expect(readConfig({ NODE_ENV: 'development' }).shop.devtools).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', STATEFRONT_DEVTOOLS: '1' }).shop.devtools).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).shop.devtools).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', STATEFRONT_DEVTOOLS: '0' }).shop.devtools).toBe(false);
    expect(() => readConfig({ STATEFRONT_DEVTOOLS: 'yes' })).toThrow(ConfigError);
  });
});

describeOnDatabases('machine visualizer', (database) => {
  const shop = useTestShop(database, { seed: [seedDemoCatalogue], settings: { devtools: true } });
  let withoutDevtools: FastifyInstance;

  beforeAll(async () => {
    withoutDevtools = await shop.appWith({ devtools: false });
  });

  it('draws one statechart per registered machine, with no script needed', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/__statefront/machines/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const drawn = [...res.body.matchAll(/<svg[^>]* data-machine="([^"]+)"/g)].map((m) => m[1]);
    expect(drawn).toEqual(machineRegistry.map((e) => e.name));
  });

  it('serves each machine as SVG and as a createMachine module for the Stately editor', async () => {
    for (const entry of machineRegistry) {
      const svg = await shop.app.inject({ method: 'GET', url: `/__statefront/machines/${entry.name}.svg` });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain(`data-machine="${entry.name}"`);
      const source = await shop.app.inject({
        method: 'GET',
        url: `/__statefront/machines/${entry.name}.machine.js`,
      });
      expect(source.statusCode).toBe(200);
      expect(source.headers['content-type']).toContain('text/plain');
      expect(source.body).toContain('createMachine({');
      expect(source.body).toContain(`"id": "${entry.machine.id}"`);
    }
  });

  it('answers an unknown machine or file name with the 404 page', async () => {
    for (const file of ['nope.svg', 'resultCount.png', 'resultCount.json', '..%2Fpackage.json', 'resultCount.svg.js']) {
      const res = await shop.app.inject({ method: 'GET', url: `/__statefront/machines/${file}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('does not exist when the setting is off', async () => {
    for (const url of ['/__statefront/machines/', `/__statefront/machines/${machineRegistry[0]!.name}.machine.js`]) {
      const res = await withoutDevtools.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('data-machine=');
    }
  });
});
