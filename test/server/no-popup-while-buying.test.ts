import { expect, it } from 'vitest';
import { DEMO_POPUP } from '../../server/config';
import { atCheckout, LEEDS_BILLING, placeByForm, seedMug } from '../support/checkout';
import { describeOnDatabases } from '../support/databases';
import { useTestShop } from '../support/server';

describeOnDatabases('no popup while buying', (database) => {
  let mug: number;
  const shop = useTestShop(database, {
    seed: [
      seedMug((id) => {
        mug = id;
      }),
    ],
    settings: { popup: DEMO_POPUP },
  });
  const hasPopup = (html: string) => html.includes('data-island="Popup"');

  it('the shop’s popup is on its other pages, never on the cart, the checkout or an order page', async () => {
    expect(hasPopup((await shop.app.inject({ method: 'GET', url: '/shop/' })).body)).toBe(true);
    const { cookie, html } = await atCheckout(shop.app, mug);
    expect(hasPopup(html)).toBe(false);
    const cart = await shop.app.inject({ method: 'GET', url: '/cart/', headers: { cookie } });
    expect(cart.statusCode).toBe(200);
    expect(hasPopup(cart.body)).toBe(false);
    const placed = await placeByForm(shop.app, mug, LEEDS_BILLING);
    const order = await shop.app.inject({ method: 'GET', url: String(placed.headers.location) });
    expect(order.statusCode).toBe(200);
    expect(hasPopup(order.body)).toBe(false);
  });
});
