import { afterEach, describe, expect, it } from 'vitest';
import { tellAddedToCart, tellRemovedFromCart } from '../../services/cartEvents';

/** What other scripts' listeners receive from the cart's events (docs/cart-hooks.md). */
describe('cart events for other scripts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('tells of an add on its button with a copy of what was sent and answered: a listener cannot change the cart', () => {
    document.body.innerHTML = '<a class="ajax-add-to-cart" data-product_id="7">Add</a>';
    const button = document.querySelector('a');
    const told: { target: EventTarget | null; detail: Record<string, Record<string, string>> }[] = [];
    document.addEventListener(
      'statefront:added_to_cart',
      (e) => {
        const detail = (e as CustomEvent).detail;
        told.push({ target: e.target, detail: structuredClone(detail) });
        detail.data.quantity = '99';
        detail.fragments['div.a'] = '<div>changed</div>';
      },
      { once: true },
    );
    const data = { product_id: '7', quantity: '1' };
    const answer = { fragments: { 'div.a': '<div class="a"></div>' }, cart_hash: 'h1' };
    tellAddedToCart(button, data, answer);
    expect(told).toEqual([{ target: button, detail: { data: { product_id: '7', quantity: '1' }, ...answer } }]);
    expect(data).toEqual({ product_id: '7', quantity: '1' });
    expect(answer.fragments).toEqual({ 'div.a': '<div class="a"></div>' });
  });

  it("tells of a removal on the line's remove link, or on the document once the line is gone", () => {
    document.body.innerHTML =
      '<ul><li><a class="remove" data-cart_item_key="a&quot;b">×</a></li><li><a class="remove" data-cart_item_key="c">×</a></li></ul>';
    const targets: string[] = [];
    document.addEventListener('statefront:removed_from_cart', (e) => {
      const target = e.target as Element | Document;
      targets.push(target === document ? 'document' : `${(target as Element).getAttribute('data-cart_item_key')}`);
    });
    const answer = { fragments: {}, cart_hash: '' };
    tellRemovedFromCart('a"b', answer);
    tellRemovedFromCart('gone', answer);
    expect(targets).toEqual(['a"b', 'document']);
  });
});
