import { ATTRIBUTION_FIELDS, ATTRIBUTION_PREFIX, type AttributionField } from './attributionFields';
import { PAYMENT_METHOD_FIELD } from './payment';
import { REST_ERRORS } from './rest';

/**
 * The JSON checkout's wire format, shaped like the WooCommerce Store API's checkout
 * (`billing_address`, `extensions`), and its relation to the classic checkout form, whose
 * inputs are named `billing_<key>` and `{prefix}<field>`. The page sends the form's fields
 * in this shape when JavaScript runs; the server reads either.
 */

/** The key of the order-attribution extension data ({shop}/order-attribution). */
export const ATTRIBUTION_EXTENSION = 'statefront/order-attribution';

/** The form's billing inputs, in form order, each with the `billing_address` key it fills. */
export const BILLING_ADDRESS_KEYS = {
  billing_name: 'name',
  billing_email: 'email',
  billing_phone: 'phone',
  billing_address_1: 'address_1',
  billing_address_2: 'address_2',
  billing_city: 'city',
  billing_postcode: 'postcode',
  billing_country: 'country',
} as const;

export type BillingField = keyof typeof BILLING_ADDRESS_KEYS;
export type BillingAddressKey = (typeof BILLING_ADDRESS_KEYS)[BillingField];
export const BILLING_FIELDS = Object.keys(BILLING_ADDRESS_KEYS) as BillingField[];

export interface CheckoutRequest {
  billing_address: Record<BillingAddressKey, string>;
  /** The chosen payment method's id (domain/payment); absent when the form had no choice. */
  payment_method?: string;
  extensions: { [ATTRIBUTION_EXTENSION]?: Partial<Record<AttributionField, string>> };
}

/** The JSON checkout's body from the form's fields; the attribution only when the form carries it. */
export function checkoutRequest(form: Readonly<Record<string, string>>): CheckoutRequest {
  const billing = {} as Record<BillingAddressKey, string>;
  for (const field of BILLING_FIELDS) billing[BILLING_ADDRESS_KEYS[field]] = form[field] ?? '';
  const attribution: Partial<Record<AttributionField, string>> = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = form[`${ATTRIBUTION_PREFIX}${field}`];
    if (value !== undefined) attribution[field] = value;
  }
  const method = form[PAYMENT_METHOD_FIELD];
  return {
    billing_address: billing,
    ...(method !== undefined ? { payment_method: method } : {}),
    extensions: Object.keys(attribution).length > 0 ? { [ATTRIBUTION_EXTENSION]: attribution } : {},
  };
}

/** The REST error's `data.params` key of a billing field's message ("billing_address.email"). */
export const paramOf = (field: BillingField) => `billing_address.${BILLING_ADDRESS_KEYS[field]}`;

/** The message beside each billing field the checkout refused. */
export type BillingErrors = Partial<Record<BillingField, string>>;

/** What a refused checkout tells the shopper: the fields at fault, or, when none is, why. */
export interface Refusal {
  errors: BillingErrors;
  /** Only when no field is at fault: then it is what the shopper reads. */
  message: string | undefined;
}

/** A refusal's `data.params` as messages by form field, in form order; other parameters are left out. */
export function fieldErrorsFromParams(params: unknown): BillingErrors {
  const errors: BillingErrors = {};
  if (typeof params !== 'object' || params === null) return errors;
  for (const field of BILLING_FIELDS) {
    const message = (params as Record<string, unknown>)[paramOf(field)];
    if (typeof message === 'string' && message !== '') errors[field] = message;
  }
  return errors;
}

/**
 * A refused checkout (a REST error body) as the shopper is told it. When fields are at
 * fault, their messages say it all ("Invalid parameter(s)" would not help them).
 */
export function refusalOf(error: unknown): Refusal {
  const body = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    data?: { params?: unknown };
  };
  const errors = fieldErrorsFromParams(body.data?.params);
  if (Object.keys(errors).length > 0) return { errors, message: undefined };
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : REST_ERRORS.unknown_error;
  return { errors, message };
}

/** What is said when the checkout is refused: why, or that there is a problem and each field's message. */
export function refusalText({ errors, message }: Refusal): string {
  return message ?? ['There is a problem.', ...Object.values(errors)].join(' ');
}
