/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas make this file render the same under tsx, Vite and tsc whatever `jsx` setting is in force.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatMoney } from '../view-parts/shared';
import type { QueuedMail } from './outbox';

/** What the order e-mails tell: plain values, taken from the order as it was placed. */
export interface OrderMailData {
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  /** The postal address, a line each. */
  address: string[];
  lines: { name: string; quantity: number; lineCents: number }[];
  /** Subtotal, shipping, tax…, then the total last: a row each. */
  totals: { label: string; cents: number }[];
  /** How the shopper pays, e.g. "Direct bank transfer". */
  paymentTitle?: string;
  /** What the shopper is asked to do to pay (bank transfer: the account and the reference). */
  paymentInstructions?: { heading: string; intro: string; rows: { label: string; value: string }[] };
}

export interface ShopMailSettings {
  name: string;
  /** The shop's own address: the sender, and where new-order e-mails go. */
  email: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const cell = { padding: '6px 8px', borderBottom: '1px solid #ddd', textAlign: 'left' as const };

function Layout({ shop, heading, children }: { shop: ShopMailSettings; heading: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{heading}</title>
      </head>
      <body style={{ fontFamily: 'Arial, Helvetica, sans-serif', color: '#1d2327', lineHeight: 1.5 }}>
        <div style={{ maxWidth: '600px', margin: '0 auto', padding: '16px' }}>
          <p style={{ fontSize: '14px', color: '#50575e' }}>{shop.name}</p>
          <h1 style={{ fontSize: '22px' }}>{heading}</h1>
          {children}
        </div>
      </body>
    </html>
  );
}

function OrderTable({ order }: { order: OrderMailData }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 'bold', padding: '8px 0' }}>
        Order #{order.id} ({dateFormat.format(order.createdAt)})
      </caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Product
          </th>
          <th scope="col" style={cell}>
            Quantity
          </th>
          <th scope="col" style={{ ...cell, textAlign: 'right' }}>
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list, rendered once
          <tr key={i}>
            <td style={cell}>{line.name}</td>
            <td style={cell}>{line.quantity}</td>
            <td style={{ ...cell, textAlign: 'right' }}>{formatMoney(line.lineCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {order.totals.map((t) => (
          <tr key={t.label}>
            <th scope="row" colSpan={2} style={cell}>
              {t.label}
            </th>
            <td style={{ ...cell, textAlign: 'right' }}>{formatMoney(t.cents)}</td>
          </tr>
        ))}
        {order.paymentTitle ? (
          <tr>
            <th scope="row" colSpan={2} style={cell}>
              Payment method
            </th>
            <td style={{ ...cell, textAlign: 'right' }}>{order.paymentTitle}</td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}

function Address({ order }: { order: OrderMailData }) {
  return (
    <>
      <h2 style={{ fontSize: '18px' }}>Billing address</h2>
      <address style={{ fontStyle: 'normal' }}>
        {order.address.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list, rendered once
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
        {order.phone ? (
          <>
            {order.phone}
            <br />
          </>
        ) : null}
        {order.email}
      </address>
    </>
  );
}

function Instructions({ order }: { order: OrderMailData }) {
  const p = order.paymentInstructions;
  if (!p) return null;
  return (
    <>
      <h2 style={{ fontSize: '18px' }}>{p.heading}</h2>
      <p>{p.intro}</p>
      <dl>
        {p.rows.map((r) => (
          <div key={r.label}>
            <dt style={{ fontWeight: 'bold' }}>{r.label}</dt>
            <dd style={{ margin: '0 0 8px' }}>{r.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function html(element: ReactNode): string {
  // Static markup: every value is text React escapes; nothing here is raw HTML.
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

function textTable(order: OrderMailData): string[] {
  return [
    `Order #${order.id} (${dateFormat.format(order.createdAt)})`,
    '',
    ...order.lines.map((l) => `${l.name} × ${l.quantity}: ${formatMoney(l.lineCents)}`),
    '',
    ...order.totals.map((t) => `${t.label}: ${formatMoney(t.cents)}`),
    ...(order.paymentTitle ? [`Payment method: ${order.paymentTitle}`] : []),
  ];
}

function textInstructions(order: OrderMailData): string[] {
  const p = order.paymentInstructions;
  if (!p) return [];
  return ['', p.heading, p.intro, ...p.rows.map((r) => `${r.label}: ${r.value}`)];
}

function textAddress(order: OrderMailData): string[] {
  return ['', 'Billing address', ...order.address, ...(order.phone ? [order.phone] : []), order.email, ''];
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** An order e-mail: the heading, a sentence, the order and its address, as HTML and as text. */
function orderMail(
  order: OrderMailData,
  shop: ShopMailSettings,
  m: Pick<QueuedMail, 'kind' | 'recipient' | 'replyTo' | 'subject'> & { heading: string; intro: string; pay?: boolean },
): QueuedMail {
  const pay = m.pay ? order : { ...order, paymentInstructions: undefined };
  return {
    kind: m.kind,
    recipient: m.recipient,
    ...(m.replyTo ? { replyTo: m.replyTo } : {}),
    subject: m.subject,
    orderId: order.id,
    html: html(
      <Layout shop={shop} heading={m.heading}>
        <p>{m.intro}</p>
        <Instructions order={pay} />
        <OrderTable order={order} />
        <Address order={order} />
      </Layout>,
    ),
    text: [
      m.heading,
      '',
      m.intro,
      ...textInstructions(pay),
      '',
      ...textTable(order),
      ...textAddress(order),
      shop.name,
      '',
    ].join('\n'),
  };
}

/** To the shopper: we have the order (with how to pay, for a bank transfer). */
export function orderReceivedMail(order: OrderMailData, shop: ShopMailSettings): QueuedMail {
  return orderMail(order, shop, {
    kind: 'order-received',
    recipient: order.email,
    subject: `Your ${shop.name} order #${order.id} has been received`,
    heading: 'Thank you for your order',
    intro: `Hi ${firstName(order.name)}, we have received your order #${order.id} and will let you know when it is on its way.`,
    pay: true,
  });
}

/** To the shop: a new order, with the shopper's details; a reply goes to the shopper. */
export function newOrderMail(order: OrderMailData, shop: ShopMailSettings): QueuedMail {
  return orderMail(order, shop, {
    kind: 'new-order',
    recipient: shop.email,
    replyTo: order.email,
    subject: `[${shop.name}] New order #${order.id}`,
    heading: `New order #${order.id}`,
    intro: `You have received an order from ${order.name}.`,
  });
}
