import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';

const problem = (env: Record<string, string>) => {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('a bad setting', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, not "abc"'],
    [{ PORT: '65536' }, 'PORT must be a whole number from 0 to 65535, not "65536"'],
    [{ SESSION_DAYS: '1.5' }, 'SESSION_DAYS must be a whole number of days, 1 or more, not "1.5"'],
    [{ POPUP: 'maybe' }, 'POPUP must be one of on, off, not "maybe"'],
    [
      { DATABASE_URL: 'postgres://u@127.0.0.1:99999/x' },
      'DATABASE_URL has port 99999, out of range: a port is a whole number from 1 to 65535, like postgres://user:password@host:5432/database',
    ],
  ])('%j is named with what a good value looks like', (env, message) => {
    expect(problem(env)).toBe(message);
  });

  it('never repeats a DATABASE_URL, which may hold a password', () => {
    const message = problem({ DATABASE_URL: 'postgres://shop:s3cr#t@db/shop' });
    expect(message).toMatch(/^DATABASE_URL is not a valid URL/);
    expect(message).not.toContain('s3cr');
  });

  it('accepts good values', () => {
    expect(readConfig({ PORT: '0', DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/x' }).port).toBe(0);
  });
});
