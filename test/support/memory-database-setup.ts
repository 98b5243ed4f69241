import { memoryDatabase } from './memory-database';

/**
 * Makes the in-memory databases' template once, before the suite's files start, rather than in
 * whichever files get there first, at once (docs/decisions/0381).
 */
export default async function setup(): Promise<void> {
  await memoryDatabase();
}
