import type { BillingField } from '../../domain/checkout';
import type { PaymentMethodOption } from '../../domain/payment';
import type { OrderAttributionConfig } from '../../domain/storefrontConfig';

/** View models of the checkout and the purchase summary, built by server/views/checkout.ts. */

/** The checkout's billing form, by input name; values as typed, for re-rendering. */
export type BillingValues = Record<BillingField, string>;

export type { BillingField };

export interface OrderLineView {
  name: string;
  quantity: number;
  lineTotal: string;
}

export interface CheckoutView {
  /** Nothing to order: the page shows the empty state and a link to the shop. */
  empty: boolean;
  shopUrl: string;
  cartUrl: string;
  lines: OrderLineView[];
  subtotal: string;
  total: string;
  /** Where the form posts (works without JavaScript). */
  action: string;
  nonceField: string;
  nonce: string;
  values: BillingValues;
  /** One message per invalid field. */
  errors: Partial<Record<BillingField, string>>;
  countries: { code: string; name: string }[];
  /** The payment methods offered, as a radio group named `field`, `chosen` checked. */
  payment: { field: string; options: PaymentMethodOption[]; chosen: string };
  /** The order-attribution hidden inputs `{prefix}{field}`; absent when tracking is off. */
  attribution?: { config: OrderAttributionConfig; prefix: string; fields: string[] };
}

/** The purchase summary shown after an order is placed. */
export interface OrderReceivedView {
  number: string;
  date: string;
  email: string;
  phone: string;
  lines: OrderLineView[];
  subtotal: string;
  total: string;
  address: string[];
  /** "How you found us", from the order's attribution; absent when none was recorded. */
  foundUs?: string;
  /** How the shopper pays ("Direct bank transfer"); absent for orders from before payment methods. */
  paymentTitle?: string;
  /** While a bank transfer is awaited: the shop's account and the reference to use. */
  paymentInstructions?: { heading: string; intro: string; rows: { label: string; value: string }[] };
  shopUrl: string;
}
