import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/index';
import { nonceService } from '../../server/session/nonces';
import { describeOnDatabases } from '../support/databases';

describeOnDatabases('nonces', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await database.open());
    await db
      .insertInto('sessions')
      .values([
        { id: 'a'.repeat(43), expires_at: new Date(Date.now() + 86_400_000) },
        { id: 'b'.repeat(43), expires_at: new Date(Date.now() + 86_400_000) },
      ])
      .execute();
  });
  afterAll(() => close());
  afterEach(() => vi.useRealTimers());

  it('accepts a nonce for its own session and action only', async () => {
    const nonces = nonceService(db, 60);
    const token = await nonces.issue('a'.repeat(43), 'remove_item');
    expect(await nonces.check('a'.repeat(43), 'remove_item', token)).toBe('valid');
    expect(await nonces.check('b'.repeat(43), 'remove_item', token)).toBe('invalid');
    expect(await nonces.check('a'.repeat(43), 'wp_rest', token)).toBe('invalid');
    expect(await nonces.check(undefined, 'remove_item', token)).toBe('invalid');
    expect(await nonces.check('a'.repeat(43), 'remove_item', 'not a token')).toBe('invalid');
  });

  it('reports a nonce past its lifetime as expired, and issues a fresh one', async () => {
    // Only the clock is fake: the database still answers in real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const nonces = nonceService(db, 1);
    const token = await nonces.issue('b'.repeat(43), 'wp_rest');
    vi.setSystemTime(Date.now() + 999);
    expect(await nonces.check('b'.repeat(43), 'wp_rest', token)).toBe('valid');
    vi.setSystemTime(Date.now() + 2);
    expect(await nonces.check('b'.repeat(43), 'wp_rest', token)).toBe('expired');
    const fresh = await nonces.issue('b'.repeat(43), 'wp_rest');
    expect(fresh).not.toBe(token);
    expect(await nonces.check('b'.repeat(43), 'wp_rest', fresh)).toBe('valid');
  });
});
