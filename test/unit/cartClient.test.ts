import { describe, expect, it } from 'vitest';
import { sendCartRequest as send } from '../../services/cartClient';

const TEMPLATE = '/cart-api/%%endpoint%%';
const PAGE = 'https://shop.example.com/shop/';
/** Sends from a page of https://shop.example.com. */
const sendCartRequest = (template: string, request: Parameters<typeof send>[1], fetchImpl: typeof fetch) =>
  send(template, request, fetchImpl, PAGE);
const add = { endpoint: 'add_to_cart' as const, body: { product_id: '7', quantity: '1' } };

/** A fetch that answers every request with `body` as JSON, with `status`. */
const answering =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the cart client', () => {
  it('resolves with fragments and cart_hash when the answer carries fragments', async () => {
    const answer = { fragments: { 'span.cart-contents-count': '<span>1</span>' }, cart_hash: 'h1' };
    await expect(sendCartRequest(TEMPLATE, add, answering(answer))).resolves.toEqual(answer);
  });

  it.each([
    ['{}', {}],
    ['{ fragments: {} }', { fragments: {} }],
    ['{ cart_hash } alone', { cart_hash: 'h1' }],
    ['{ error: false, product_url }', { error: false, product_url: '/product/mug/' }],
  ])('rejects an answer that confirms nothing (%s) as not the JSON expected', async (_shape, body) => {
    await expect(sendCartRequest(TEMPLATE, add, answering(body))).rejects.toMatchObject({
      kind: 'invalid_json',
      message: 'The response is not a valid JSON response.',
    });
  });

  it('resolves with an add the server refused with the product page to go to, and rejects one with nowhere to go', async () => {
    await expect(
      sendCartRequest(TEMPLATE, add, answering({ error: true, product_url: '/product/mug/' })),
    ).resolves.toEqual({ error: true, product_url: '/product/mug/' });
    await expect(sendCartRequest(TEMPLATE, add, answering({ error: true }))).rejects.toMatchObject({
      kind: 'http',
      message: 'An unknown error occurred.',
    });
  });

  it.each([
    ['a path', '/product/mug/'],
    ['an absolute URL of this site', 'https://shop.example.com/product/mug/'],
  ])('takes a product_url that is %s', async (_what, product_url) => {
    await expect(sendCartRequest(TEMPLATE, add, answering({ error: true, product_url }))).resolves.toEqual({
      error: true,
      product_url,
    });
  });

  it.each([
    ['another site', 'https://evil.example.net/product/mug/'],
    ['another site, scheme-relative', '//evil.example.net/product/mug/'],
    ['this host over plain http', 'http://shop.example.com/product/mug/'],
    ['another port of this host', 'https://shop.example.com:8443/product/mug/'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses a product_url on %s as not the JSON expected', async (_what, product_url) => {
    await expect(sendCartRequest(TEMPLATE, add, answering({ error: true, product_url }))).rejects.toMatchObject({
      kind: 'invalid_json',
    });
  });
});
