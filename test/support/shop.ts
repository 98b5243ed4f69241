import path from 'node:path';
import { defaultShopSettings, type ServerConfig, type ShopSettings } from '../../server/config';
import { type RunningShop, startShop } from '../../server/start';
import { memoryDatabase } from './memory-database';

/**
 * A real shop on a free loopback port, on a fresh in-memory database with the demo
 * catalogue: what the browser tests and benchmarks run against.
 */
export async function startTestShop(settings: Partial<ShopSettings> = {}): Promise<RunningShop> {
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    database: process.env.TEST_DATABASE_URL
      ? { kind: 'postgres', url: process.env.TEST_DATABASE_URL }
      : await memoryDatabase(),
    dev: false,
    clientDir: path.resolve('dist/client'),
    shop: { ...defaultShopSettings, ...settings },
  };
  return startShop(config);
}
