import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/http/unavailable';

describe('which database errors mean "unavailable" (503) rather than a failure (500)', () => {
  it.each([
    ['an administrator shutdown', { code: '57P01', message: 'terminating connection due to administrator command' }],
    ['a server starting up', { code: '57P03', message: 'the database system is starting up' }],
    ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a wrapped refusal', new Error('query failed', { cause: { code: 'ECONNRESET' } })],
  ])('%s is unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', { code: '42601', message: 'syntax error at or near "selec"' }],
    ['a unique violation', { code: '23505', message: 'duplicate key value violates unique constraint' }],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
