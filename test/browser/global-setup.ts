import { build } from 'vite';

/**
 * The browser suites run the shop as a shopper gets it: from a fresh production client
 * build. Vitest sets NODE_ENV=test, under which Vite would bundle React's development
 * build, so the build runs with NODE_ENV=production.
 */
export default async function setup() {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
