import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { AttributionFields } from '../attribution/AttributionFields';
import { ErrorSummary } from '../forms/ErrorSummary';
import { FormField } from '../forms/FormField';
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
        <ErrorSummary
          summaryRef={summary}
          className="notice notice--error checkout-errors"
          alert={asAlert}
          heading={
            <h2 id="checkout-errors-heading" className="checkout-errors__heading">
              There is a problem
            </h2>
          }
          message={message}
          intro="Please correct the following so we can place your order:"
          links={invalid.map((name) => ({ href: `#${name}`, text: errors[name] }))}
        />
      )}
      <div className="checkout__columns">
        <fieldset className="checkout__billing">
          <legend>Billing details</legend>
          {FIELDS.map((f) => (
            <FormField key={f.name} id={f.name} {...f} defaultValue={values[f.name]} error={errors[f.name]} />
          ))}
          <FormField
            id="billing_country"
            name="billing_country"
            label="Country"
            required
            error={errors.billing_country}
            control={(control) => (
              <select {...control} autoComplete="country" defaultValue={values.billing_country}>
                {checkout.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          />
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
