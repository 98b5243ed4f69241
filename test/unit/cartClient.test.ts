import { describe, expect, it } from 'vitest';
import { sendCartRequest } from '../../services/cartClient';

const TEMPLATE = '/cart-api/%%endpoint%%';
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
});
