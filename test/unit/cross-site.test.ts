import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fromAnotherSite } from '../../server/plugins/cross-site';

const request = (headers: Record<string, string>) =>
  ({ headers, host: 'shop.example:8080' }) as unknown as FastifyRequest;

describe('whether a request comes from a page of another site', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin', origin: 'http://shop.example:8080' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' }, true],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://blog.shop.example' }, true],
    // Sec-Fetch-Site is the browser's word; a matching Origin does not overrule it.
    [{ 'sec-fetch-site': 'cross-site', origin: 'http://shop.example:8080' }, true],
    [{ origin: 'http://shop.example:8080' }, false],
    // Behind a TLS proxy the shop may see http while the browser says https: the host decides.
    [{ origin: 'https://shop.example:8080' }, false],
    [{ origin: 'https://elsewhere.example' }, true],
    [{ origin: 'null' }, true],
    [{}, false],
  ])('%j: %s', (headers, expected) => {
    expect(fromAnotherSite(request(headers))).toBe(expected);
  });
});
