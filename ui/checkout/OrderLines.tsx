import type { OrderLineView } from './types';

/** The order's lines and totals: the checkout's order review and the purchase summary. */
export function OrderLines({
  caption,
  lines,
  subtotal,
  total,
}: {
  caption: string;
  lines: OrderLineView[];
  subtotal: string;
  total: string;
}) {
  return (
    <table className="shop_table order-lines">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          // Lines are a fixed list for the page's life; the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={i}>
            <td>
              {line.name} <strong className="product-quantity">× {line.quantity}</strong>
            </td>
            <td>{line.lineTotal}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Subtotal</th>
          <td>{subtotal}</td>
        </tr>
        <tr className="order-total">
          <th scope="row">Total</th>
          <td>
            <strong>{total}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
