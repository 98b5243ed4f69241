import { afterEach, expect, it, vi } from 'vitest';
import { nonceService } from '../../server/session/nonces';
import { describeOnDatabases } from '../support/databases';
import { useTestDatabase } from '../support/server';

describeOnDatabases('nonces', (database) => {
  const suite = useTestDatabase(database, [
    (db) =>
      db
        .insertInto('sessions')
        .values([
          { id: 'a'.repeat(43), expires_at: new Date(Date.now() + 86_400_000) },
          { id: 'b'.repeat(43), expires_at: new Date(Date.now() + 86_400_000) },
        ])
        .execute(),
  ]);
  afterEach(() => vi.useRealTimers());

  it('accepts a nonce for its own session and action only', async () => {
    const nonces = nonceService(suite.db, 60);
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
    const nonces = nonceService(suite.db, 1);
    const token = await nonces.issue('b'.repeat(43), 'wp_rest');
    vi.setSystemTime(Date.now() + 999);
    expect(await nonces.check('b'.repeat(43), 'wp_rest', token)).toBe('valid');
    vi.setSystemTime(Date.now() + 2);
    expect(await nonces.check('b'.repeat(43), 'wp_rest', token)).toBe('expired');
    const fresh = await nonces.issue('b'.repeat(43), 'wp_rest');
    expect(fresh).not.toBe(token);
    expect(await nonces.check('b'.repeat(43), 'wp_rest', fresh)).toBe('valid');
  });

  it('gives a page the token the session has while it has more than half its life, then a fresh valid one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const nonces = nonceService(suite.db, 60);
    const session = 'a'.repeat(43);
    const token = await nonces.forPage(session, 'rest');
    expect(await nonces.forPage(session, 'rest')).toBe(token);
    expect(await nonces.issue(session, 'rest')).toBe(token);
    // Another process's service, which remembers nothing, reads the same token.
    expect(await nonceService(suite.db, 60).forPage(session, 'rest')).toBe(token);
    vi.setSystemTime(Date.now() + 29_000);
    expect(await nonces.forPage(session, 'rest')).toBe(token);
    vi.setSystemTime(Date.now() + 2_000);
    const fresh = await nonces.forPage(session, 'rest');
    expect(fresh).not.toBe(token);
    expect(await nonces.check(session, 'rest', fresh)).toBe('valid');
    expect(await nonces.forPage('b'.repeat(43), 'rest')).not.toBe(fresh);
  });
});
