import { describe, expect, it } from 'vitest';
import { fieldError, isValidEmail, isValidPhone, normalizePhone, REGISTER_FIELDS } from '../../domain/fields';

describe('phone rule (spec section 9: 6 to 15 digits, optional leading plus, separators stripped)', () => {
  it.each([
    '123456',
    '+123456',
    '123456789012345',
    '+44 20 7946 0958',
    '(020) 7946-0958',
    '020.7946.0958',
    '+1 555/123 4567',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));
  it.each(['12345', '1234567890123456', '++123456', '12+3456', '123456x', 'phone', '', '+ '])('refuses %s', (phone) =>
    expect(isValidPhone(phone)).toBe(false),
  );
  it('stores the number without its separators', () => {
    expect(normalizePhone(' +44 (20) 7946-0958 ')).toBe('+442079460958');
  });
});

describe('e-mail rule', () => {
  it.each(['shopper@example.com', 'a.b+c@shop.co.uk', ' padded@example.org '])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    'plain',
    'no@tld',
    '@example.com',
    'two@@example.com',
    'sp ace@example.com',
    'x@.com',
    `${'a'.repeat(250)}@b.co`,
  ])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('field messages', () => {
  it('asks for required fields by their label, and lets optional ones be empty', () => {
    expect(fieldError(REGISTER_FIELDS.name, '  ')).toBe('Name is required.');
    expect(fieldError(REGISTER_FIELDS.phone, '')).toBeUndefined();
  });
  it('asks for a longer new password', () => {
    expect(fieldError(REGISTER_FIELDS.password, 'short')).toBe('Please use a password of at least 8 characters.');
    expect(fieldError(REGISTER_FIELDS.password, 'long enough')).toBeUndefined();
  });
});
