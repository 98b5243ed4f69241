import { AttributionFields } from '../attribution/AttributionFields';
import { FieldLabel } from '../forms/FieldLabel';
import { Island } from '../Island';
import { OrderLines } from './OrderLines';
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
 * The checkout form: billing details and the order review, posted as a plain form so it
 * works without JavaScript. Invalid fields carry their message (aria-describedby), and
 * a summary at the top, which receives focus, links to each.
 */
export function BillingForm({ checkout }: { checkout: CheckoutView }) {
  const { values, errors } = checkout;
  const invalid = ORDER.filter((name) => errors[name]);
  const described = (name: BillingField) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {};
  const message = (name: BillingField) =>
    errors[name] && (
      <p id={`${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  return (
    <form className="checkout" method="post" action={checkout.action}>
      {invalid.length > 0 && (
        // The page's first alert: the notices island focuses and announces it (machines/notices).
        <div
          className="notice notice--error checkout-errors"
          role="alert"
          tabIndex={-1}
          aria-labelledby="checkout-errors-heading"
        >
          <h2 id="checkout-errors-heading" className="checkout-errors__heading">
            There is a problem
          </h2>
          <ul>
            {invalid.map((name) => (
              <li key={name}>
                <a href={`#${name}`}>{errors[name]}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="checkout__columns">
        <fieldset className="checkout__billing">
          <legend>Billing details</legend>
          {FIELDS.map((f) => (
            <p key={f.name} className={`form-row${errors[f.name] ? ' form-row--invalid' : ''}`}>
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
              {message(f.name)}
            </p>
          ))}
          <p className={`form-row${errors.billing_country ? ' form-row--invalid' : ''}`}>
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
            {message('billing_country')}
          </p>
        </fieldset>
        <div className="checkout__review">
          <OrderLines caption="Your order" lines={checkout.lines} subtotal={checkout.subtotal} total={checkout.total} />
          <p className="checkout__edit">
            <a href={checkout.cartUrl}>Edit cart</a>
          </p>
          <input type="hidden" name={checkout.nonceField} value={checkout.nonce} />
          {checkout.attribution && (
            <Island name="AttributionFields" component={AttributionFields} props={checkout.attribution} />
          )}
          <button type="submit" className="button checkout__place-order">
            Place order
          </button>
        </div>
      </div>
    </form>
  );
}
