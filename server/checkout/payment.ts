import type { OfflinePaymentMethod, PaymentMethodOption } from '../../domain/payment';
import type { PaymentSettings } from '../config';
import type { OrderStatus } from '../db/schema';

/** An offline method: what the checkout says of it, and the status an order paid with it starts in. */
interface OfflineMethod extends PaymentMethodOption {
  id: OfflinePaymentMethod;
  /** As WooCommerce does: unpaid bank transfers and cheques wait on hold; cash on delivery is processed now. */
  status: OrderStatus;
}

const OFFLINE: Record<OfflinePaymentMethod, OfflineMethod> = {
  bacs: {
    id: 'bacs',
    title: 'Direct bank transfer',
    description:
      'Make your payment directly into our bank account, using your order number as the reference. Your order will be shipped once the funds have cleared.',
    status: 'on-hold',
  },
  cheque: {
    id: 'cheque',
    title: 'Cheque payment',
    description: 'Please send a cheque to the shop, with your order number on the back.',
    status: 'on-hold',
  },
  cod: { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.', status: 'processing' },
};

/** The methods the checkout offers, in the shop's order. */
export function paymentOptions(settings: PaymentSettings): OfflineMethod[] {
  return settings.methods.map((id) => OFFLINE[id]);
}

/** The offered method of that id, or undefined; none sent means the first offered. */
export function chosenMethod(settings: PaymentSettings, id: unknown): OfflineMethod | undefined {
  if (id === undefined || id === '') return paymentOptions(settings)[0];
  return paymentOptions(settings).find((m) => m.id === id);
}

export const PAYMENT_METHOD_REFUSED = 'Please choose one of the payment methods offered.';

/** A method's title by id, for an order's summary and e-mails; '' for none. */
export function paymentTitle(id: string): string {
  return (OFFLINE as Record<string, OfflineMethod | undefined>)[id]?.title ?? '';
}

/** What the shopper is asked to do to pay an order: a bank transfer's account and reference. */
export function paymentInstructions(
  id: string,
  orderId: number,
  settings: PaymentSettings,
): { heading: string; intro: string; rows: { label: string; value: string }[] } | undefined {
  if (id !== 'bacs') return undefined;
  return {
    heading: 'Our bank details',
    intro: `Please pay by bank transfer, with your order number ${orderId} as the reference. We will ship your order once the money has arrived.`,
    rows: [...settings.bankDetails, { label: 'Reference', value: String(orderId) }],
  };
}
