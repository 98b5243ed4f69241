import { OrderLines } from '../../ui/checkout/OrderLines';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/** The purchase summary, reached from the checkout with the order's key. */
export function OrderReceivedPage({ layout, order }: PageMap['orderReceived']) {
  return (
    <Layout layout={layout}>
      <h1 className="page-title">Order received</h1>
      <p className="order-received__thanks" role="status">
        Thank you. Your order has been received.
      </p>
      <ul className="order-overview">
        <li>
          Order number: <strong>{order.number}</strong>
        </li>
        <li>
          Date: <strong>{order.date}</strong>
        </li>
        <li>
          Email: <strong>{order.email}</strong>
        </li>
        <li>
          Total: <strong>{order.total}</strong>
        </li>
        {order.paymentTitle && (
          <li>
            Payment method: <strong>{order.paymentTitle}</strong>
          </li>
        )}
      </ul>
      {order.paymentInstructions && (
        <section aria-labelledby="payment-instructions-heading" className="order-payment">
          <h2 id="payment-instructions-heading">{order.paymentInstructions.heading}</h2>
          <p>{order.paymentInstructions.intro}</p>
          <dl className="order-payment__details">
            {order.paymentInstructions.rows.map((r) => (
              <div key={r.label}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby="order-details-heading">
        <h2 id="order-details-heading">Order details</h2>
        <OrderLines caption="Items ordered" lines={order.lines} subtotal={order.subtotal} total={order.total} />
      </section>
      <section aria-labelledby="billing-address-heading">
        <h2 id="billing-address-heading">Billing address</h2>
        <address className="order-address">
          {order.address.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: address lines are a fixed list
            <span key={i}>
              {line}
              <br />
            </span>
          ))}
          {order.phone && <span>{order.phone}</span>}
        </address>
      </section>
      {order.foundUs && (
        <p className="order-attribution">
          How you found us: <strong>{order.foundUs}</strong>
        </p>
      )}
      <p>
        <a className="button" href={order.shopUrl}>
          Continue shopping
        </a>
      </p>
    </Layout>
  );
}
