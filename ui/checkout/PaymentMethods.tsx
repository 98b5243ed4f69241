import type { CheckoutView } from './types';

/**
 * The payment methods as a radio group: a fieldset whose legend names it, each method's
 * description tied to its radio (aria-describedby). Arrow keys move between them as in
 * any radio group; without JavaScript the choice posts with the form.
 */
export function PaymentMethods({ payment }: { payment: CheckoutView['payment'] }) {
  if (payment.options.length === 0) return null;
  return (
    <fieldset className="checkout__payment payment-methods">
      <legend>Payment method</legend>
      {payment.options.map((m) => (
        <div key={m.id} className="payment-methods__option">
          <input
            type="radio"
            id={`payment_method_${m.id}`}
            name={payment.field}
            value={m.id}
            defaultChecked={m.id === payment.chosen}
            aria-describedby={`payment_method_${m.id}-description`}
          />
          <label htmlFor={`payment_method_${m.id}`}>{m.title}</label>
          <p id={`payment_method_${m.id}-description`} className="payment-methods__description">
            {m.description}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
