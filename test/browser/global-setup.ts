import { build } from 'vite';

/** The browser suites run the shop as a shopper gets it: from a fresh client build. */
export default async function setup() {
  await build({ logLevel: 'warn' });
}
