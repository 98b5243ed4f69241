import { ATTRIBUTION_FIELDS, ATTRIBUTION_PREFIX } from '../../domain/attributionFields';
import { PAYMENT_METHOD_FIELD } from '../../domain/payment';
import type { OrderAttributionConfig } from '../../domain/storefrontConfig';
import type { BillingField, BillingValues, CheckoutView, OrderReceivedView } from '../../ui/checkout/types';
import type { Cart } from '../cart/repository';
import { foundUsLabel } from '../checkout/attribution';
import { COUNTRIES } from '../checkout/billing';
import { type OrderDetails, postalAddress } from '../checkout/orders';
import { chosenMethod, paymentInstructions, paymentOptions, paymentTitle } from '../checkout/payment';
import type { PaymentSettings } from '../config';
import { CART_URL, CHECKOUT_URL, formatMoney } from '../view-parts/shared';

export { CHECKOUT_URL };
export const CHECKOUT_NONCE_ACTION = 'checkout';
export const CHECKOUT_NONCE_FIELD = 'checkout_nonce';

/** Why no order was placed, in the shopper's words: the form's notices and the JSON checkout's messages. */
export const EMPTY_CART_TEXT = 'Your cart is empty, so no order was placed.';

export function shortStockText(p: { name: string; available: number }): string {
  return p.available === 0
    ? `Sorry, “${p.name}” is out of stock, so no order was placed. Please remove it from your cart.`
    : `Sorry, only ${p.available} of “${p.name}” are in stock, so no order was placed. Please change the quantity in your cart.`;
}

export function orderReceivedUrl(order: { id: number; order_key: string }): string {
  return `${CHECKOUT_URL}order-received/${order.id}/?key=${encodeURIComponent(order.order_key)}`;
}

export function checkoutView(opts: {
  cart: Cart;
  values: BillingValues;
  payment: PaymentSettings;
  /** The method the shopper chose (a form sent back); the first offered otherwise. */
  paymentMethod?: string;
  errors?: Partial<Record<BillingField, string>>;
  nonce: string;
  attribution: OrderAttributionConfig | undefined;
}): CheckoutView {
  const { cart } = opts;
  return {
    empty: cart.lines.length === 0,
    shopUrl: '/shop/',
    cartUrl: CART_URL,
    lines: cart.lines.map((l) => ({ name: l.product.name, quantity: l.quantity, lineTotal: formatMoney(l.lineCents) })),
    subtotal: formatMoney(cart.subtotalCents),
    total: formatMoney(cart.subtotalCents),
    action: CHECKOUT_URL,
    nonceField: CHECKOUT_NONCE_FIELD,
    nonce: opts.nonce,
    values: opts.values,
    errors: opts.errors ?? {},
    countries: [...COUNTRIES],
    payment: {
      field: PAYMENT_METHOD_FIELD,
      options: paymentOptions(opts.payment).map(({ id, title, description }) => ({ id, title, description })),
      chosen: (chosenMethod(opts.payment, opts.paymentMethod) ?? chosenMethod(opts.payment, undefined))?.id ?? '',
    },
    ...(opts.attribution?.allowTracking
      ? { attribution: { config: opts.attribution, prefix: ATTRIBUTION_PREFIX, fields: [...ATTRIBUTION_FIELDS] } }
      : {}),
  };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function orderReceivedView(
  { order, items, attribution }: OrderDetails,
  payment: PaymentSettings,
): OrderReceivedView {
  const foundUs = foundUsLabel(attribution);
  // Bank details only while the order waits for the money.
  const instructions =
    order.status === 'on-hold' ? paymentInstructions(order.payment_method, order.id, payment) : undefined;
  return {
    number: String(order.id),
    date: dateFormat.format(order.created_at),
    email: order.email,
    phone: order.phone,
    lines: items.map((i) => ({ name: i.name, quantity: i.quantity, lineTotal: formatMoney(i.line_cents) })),
    subtotal: formatMoney(order.subtotal_cents),
    total: formatMoney(order.total_cents),
    address: postalAddress(order),
    ...(foundUs ? { foundUs } : {}),
    ...(order.payment_method ? { paymentTitle: paymentTitle(order.payment_method) } : {}),
    ...(instructions ? { paymentInstructions: instructions } : {}),
    shopUrl: '/shop/',
  };
}
