import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../server/config';
import { openDatabase } from '../server/db/index';
import { seedLargeCatalogue } from '../server/db/seed-large';

/**
 * `npm run seed:large [-- --products 100000]`: fills the shop's database (DATABASE_URL, or
 * the PGlite data folder under DATA_DIR, as `npm start` would open it) with the demo
 * catalogue and generated products up to the number given. Run it before `npm start`: the
 * work happens in this process, so the shop's own process never holds what seeding used.
 * Running it again with the same number adds nothing.
 */
async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const total = Number(values.products);
  if (!Number.isInteger(total) || total < 1 || total > 5_000_000) {
    throw new ConfigError('--products must be a whole number from 1 to 5000000');
  }
  const { database } = readConfig();
  if (database.kind === 'pglite') mkdirSync(database.dataDir, { recursive: true });
  const started = performance.now();
  const db = await openDatabase(database);
  try {
    const { added } = await seedLargeCatalogue(db, total);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      added > 0 ? `Added ${added} products (${total} in all) in ${seconds} s\n` : `Already ${total} products or more\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed:large failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
  process.exit(1);
});
