import { BillingForm } from '../../ui/checkout/BillingForm';
import { Island } from '../../ui/Island';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

export function CheckoutPage({ layout, checkout }: PageMap['checkout']) {
  const form = !checkout.empty;
  return (
    // The checkout form's attribution fields record this page view themselves.
    <Layout layout={layout} tracksVisit={!(form && checkout.attribution)}>
      <h1 className="page-title">Checkout</h1>
      {form ? (
        <Island name="CheckoutForm" component={BillingForm} props={{ checkout }} />
      ) : (
        <div className="cart-empty">
          <p>Your cart is currently empty, so there is nothing to check out.</p>
          <p>
            <a className="button" href={checkout.shopUrl}>
              Return to shop
            </a>
          </p>
        </div>
      )}
    </Layout>
  );
}
