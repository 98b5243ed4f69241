import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/accounts/passwords';

describe('password hashes', () => {
  it('verifies the password it was made from, and no other', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    // Three scrypt runs at N=32768: well under a second alone, several on a loaded 2-core machine.
  }, 30_000);

  it('salts every hash, so equal passwords give different hashes', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('refuses a stored value it does not recognise instead of throwing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
