import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import { samePath } from '../../server/views/store-notice';

describe('store notice setting', () => {
  it('defaults to the demo notice', () => {
    expect(readConfig({}).shop.storeNotice).toEqual({
      id: 'welcome-2026',
      text: 'Free shipping on orders over $50 — this is a demo shop.',
    });
  });

  it('is turned off by an empty STORE_NOTICE_TEXT', () => {
    expect(readConfig({ STORE_NOTICE_TEXT: '  ' }).shop.storeNotice).toBeNull();
  });

  it('gives a new text without an id its own id, so a dismissed older notice does not hide it', () => {
    const a = readConfig({ STORE_NOTICE_TEXT: 'Closed on Monday.' }).shop.storeNotice;
    const again = readConfig({ STORE_NOTICE_TEXT: 'Closed on Monday.' }).shop.storeNotice;
    const b = readConfig({ STORE_NOTICE_TEXT: 'Sale ends Friday.' }).shop.storeNotice;
    expect(a?.id).toMatch(/^[a-f0-9]{12}$/);
    expect(again?.id).toBe(a?.id);
    expect(b?.id).not.toBe(a?.id);
  });

  it('takes STORE_NOTICE_ID when given', () => {
    expect(readConfig({ STORE_NOTICE_TEXT: 'Hello', STORE_NOTICE_ID: 'hello_1' }).shop.storeNotice).toEqual({
      id: 'hello_1',
      text: 'Hello',
    });
  });

  it('refuses an id that cannot be part of a cookie name', () => {
    expect(() => readConfig({ STORE_NOTICE_ID: 'a;b' })).toThrow(ConfigError);
  });
});

describe('samePath', () => {
  it('keeps the path and query of a URL and never gives a protocol-relative address', () => {
    expect(samePath(new URL('http://shop.invalid/shop/?paged=2'))).toBe('/shop/?paged=2');
    expect(samePath(new URL('http://shop.invalid//evil.example/x'))).toBe('/evil.example/x');
  });
});
