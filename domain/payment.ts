/**
 * Payment methods by id, as WooCommerce names its offline ones (`bacs` direct bank
 * transfer, `cheque`, `cod` cash on delivery): the checkout form's radio group is
 * `payment_method`, and the JSON checkout's body has `payment_method` as the Store API's does.
 */
export const PAYMENT_METHOD_FIELD = 'payment_method';

export const OFFLINE_PAYMENT_METHODS = ['bacs', 'cheque', 'cod'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/** A payment method as the checkout offers it. */
export interface PaymentMethodOption {
  id: string;
  title: string;
  description: string;
}
