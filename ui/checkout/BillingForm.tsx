import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { AttributionFields } from '../attribution/AttributionFields';
import { FieldLabel } from '../forms/FieldLabel';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';
import { OrderLines } from './OrderLines';
import { PaymentMethods } from './PaymentMethods';
import type { BillingField, CheckoutView } from './types';

interface FieldSpec {
  name: Exclude<BillingField, 'billing_country'>;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  required: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'billing_name', label: 'Full name', type: 'text', autoComplete: 'name', required: true },
  { name: 'billing_email', label: 'Email address', type: 'email', autoComplete: 'email', required: true },
  { name: 'billing_phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'billing_address_1', label: 'Street address', type: 'text', autoComplete: 'address-line1', required: true },
  {
    name: 'billing_address_2',
    label: 'Apartment, suite, unit',
    type: 'text',
    autoComplete: 'address-line2',
    required: false,
  },
  { name: 'billing_city', label: 'Town / City', type: 'text', autoComplete: 'address-level2', required: true },
  { name: 'billing_postcode', label: 'Postcode / ZIP', type: 'text', autoComplete: 'postal-code', required: true },
];

const ORDER: BillingField[] = [...FIELDS.map((f) => f.name), 'billing_country'];

/**
 * The checkout form: billing details and the order review. Without JavaScript it posts as
 * a plain form; hydrated (an island), the checkoutForm machine sends it to the JSON
 * checkout instead. Invalid fields carry their message (aria-describedby), and a summary
 * at the top, which receives focus, links to each, or says why no order was placed.
 */
export function BillingForm({ checkout }: { checkout: CheckoutView }) {
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const { checkoutForm } = useMachines();
  const actor = useWidget(checkoutForm, { errors: checkout.errors, form, summary });
  const errors = useSelector(actor, (s) => s.context.errors);
  const message = useSelector(actor, (s) => s.context.message);
  // Errors the server rendered with the page are an alert; those that come later are announced.
  const asAlert = useSelector(actor, (s) => s.matches({ editing: 'filling' }));
  const busy = useSelector(actor, (s) => !s.matches('editing'));
  const { values } = checkout;
  const invalid = ORDER.filter((name) => errors[name]);
  const described = (name: BillingField) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {};
  const fieldMessage = (name: BillingField) =>
    errors[name] && (
      <p id={`${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  return (
    <form
      ref={form}
      className="checkout"
      method="post"
      action={checkout.action}
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        const fields: Record<string, string> = {};
        for (const [name, value] of new FormData(e.currentTarget)) if (typeof value === 'string') fields[name] = value;
        actor.send({ type: 'SUBMIT', form: fields });
      }}
    >
      {(invalid.length > 0 || message) && (
        <div
          ref={summary}
          className="notice notice--error checkout-errors"
          role={asAlert ? 'alert' : undefined}
          tabIndex={-1}
        >
          <h2 id="checkout-errors-heading" className="checkout-errors__heading">
            There is a problem
          </h2>
          {message ? (
            <p>{message}</p>
          ) : (
            <>
              <p>Please correct the following so we can place your order:</p>
              <ul>
                {invalid.map((name) => (
                  <li key={name}>
                    <a href={`#${name}`}>{errors[name]}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className="checkout__columns">
        <fieldset className="checkout__billing">
          <legend>Billing details</legend>
          {/* A row is a div: its error message is a paragraph, which a paragraph cannot hold. */}
          {FIELDS.map((f) => (
            <div key={f.name} className={`form-row${errors[f.name] ? ' form-row--invalid' : ''}`}>
              <FieldLabel htmlFor={f.name} label={f.label} required={f.required} />
              <input
                id={f.name}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                required={f.required}
                defaultValue={values[f.name]}
                {...described(f.name)}
              />
              {fieldMessage(f.name)}
            </div>
          ))}
          <div className={`form-row${errors.billing_country ? ' form-row--invalid' : ''}`}>
            <FieldLabel htmlFor="billing_country" label="Country" required />
            <select
              id="billing_country"
              name="billing_country"
              autoComplete="country"
              required
              defaultValue={values.billing_country}
              {...described('billing_country')}
            >
              {checkout.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
            {fieldMessage('billing_country')}
          </div>
        </fieldset>
        <div className="checkout__review">
          <OrderLines caption="Your order" lines={checkout.lines} subtotal={checkout.subtotal} total={checkout.total} />
          <p className="checkout__edit">
            <a href={checkout.cartUrl}>Edit cart</a>
          </p>
          <PaymentMethods payment={checkout.payment} />
          <input type="hidden" name={checkout.nonceField} value={checkout.nonce} />
          {checkout.attribution && <AttributionFields {...checkout.attribution} />}
          <button type="submit" className="button checkout__place-order" aria-disabled={busy || undefined}>
            {busy ? (
              <>
                <span className="spinner" aria-hidden="true" />
                Placing order…
              </>
            ) : (
              'Place order'
            )}
          </button>
        </div>
      </div>
    </form>
  );
}
