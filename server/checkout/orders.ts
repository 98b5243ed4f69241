import { randomBytes } from 'node:crypto';
import type { AttributionField } from '../../domain/attributionFields';
import { unitPriceCents } from '../cart/repository';
import { lockProducts } from '../catalogue/lock';
import type { PaymentSettings } from '../config';
import type { Db } from '../db/index';
import type { Order, OrderItem, OrderStatus, Product } from '../db/schema';
import { newOrderMail, type OrderMailData, orderReceivedMail, type ShopMailSettings } from '../mail/order-mail';
import { queueMail } from '../mail/outbox';
import { type BillingInput, COUNTRIES } from './billing';
import { paymentInstructions, paymentTitle } from './payment';

export type PlaceResult =
  | { ok: true; order: Pick<Order, 'id' | 'order_key'> }
  | { ok: false; reason: 'empty_cart' }
  | { ok: false; reason: 'not_enough_stock'; products: { name: string; available: number }[] };

export interface OrderDetails {
  order: Order;
  items: OrderItem[];
  attribution: Record<string, string>;
}

const ORDER_KEY = /^order_[A-Za-z0-9_-]{22}$/;

/** Orders: placed from a session's cart in one transaction, read back by id and key. */
export function orderRepository(db: Db, shop: ShopMailSettings, payment: PaymentSettings) {
  return {
    /**
     * Re-reads the cart, checks stock, creates the order with its lines and attribution,
     * takes the stock, empties the cart and queues the e-mails to the shopper and the shop
     * (server/mail/outbox.ts): all in one transaction, or nothing at all.
     */
    async place(
      sessionId: string,
      billing: BillingInput,
      attribution: Partial<Record<AttributionField, string>>,
      method: { id: string; status: OrderStatus },
    ): Promise<PlaceResult> {
      return db.transaction().execute(async (trx) => {
        // The cart row first: a second checkout of the same cart waits here, then finds it empty.
        const cart = await trx
          .selectFrom('carts')
          .select('id')
          .where('session_id', '=', sessionId)
          .forUpdate()
          .executeTakeFirst();
        if (!cart) return { ok: false, reason: 'empty_cart' } as const;
        const lines = await trx
          .selectFrom('cart_items')
          .select(['product_id', 'quantity'])
          .where('cart_id', '=', cart.id)
          .orderBy('added_at')
          .orderBy('cart_item_key')
          .execute();
        if (lines.length === 0) return { ok: false, reason: 'empty_cart' } as const;

        const products = await lockProducts(
          trx,
          lines.map((l) => l.product_id),
        );
        const short = lines.flatMap((l) => {
          const p = products.get(l.product_id) as Product;
          const available = p.stock_status === 'outofstock' ? 0 : (p.stock_quantity ?? Number.POSITIVE_INFINITY);
          return l.quantity > available ? [{ name: p.name, available: Math.max(0, available) }] : [];
        });
        if (short.length > 0) return { ok: false, reason: 'not_enough_stock', products: short } as const;

        const items = lines.map((l) => {
          const p = products.get(l.product_id) as Product;
          const unit = unitPriceCents(p);
          return { product: p, quantity: l.quantity, unit, line: unit * l.quantity };
        });
        const subtotal = items.reduce((sum, i) => sum + i.line, 0);
        const order = await trx
          .insertInto('orders')
          .values({
            order_key: `order_${randomBytes(16).toString('base64url')}`,
            session_id: sessionId,
            email: billing.billing_email,
            name: billing.billing_name,
            phone: billing.billing_phone,
            address_1: billing.billing_address_1,
            address_2: billing.billing_address_2,
            city: billing.billing_city,
            postcode: billing.billing_postcode.toUpperCase(),
            country: billing.billing_country,
            subtotal_cents: subtotal,
            total_cents: subtotal,
            payment_method: method.id,
            status: method.status,
          })
          .returning(['id', 'order_key', 'created_at'])
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('order_items')
          .values(
            items.map((i) => ({
              order_id: order.id,
              product_id: i.product.id,
              name: i.product.name,
              sku: i.product.sku,
              unit_cents: i.unit,
              quantity: i.quantity,
              line_cents: i.line,
            })),
          )
          .execute();
        const attributionRows = Object.entries(attribution).map(([key, value]) => ({
          order_id: order.id,
          key,
          value: value as string,
        }));
        if (attributionRows.length > 0) await trx.insertInto('order_attribution').values(attributionRows).execute();
        for (const i of items) {
          if (i.product.stock_quantity === null) continue;
          const left = i.product.stock_quantity - i.quantity;
          await trx
            .updateTable('products')
            .set({ stock_quantity: left, ...(left <= 0 ? { stock_status: 'outofstock' as const } : {}) })
            .where('id', '=', i.product.id)
            .execute();
        }
        await trx.deleteFrom('cart_items').where('cart_id', '=', cart.id).execute();
        const mail: OrderMailData = {
          id: order.id,
          createdAt: order.created_at,
          name: billing.billing_name,
          email: billing.billing_email,
          phone: billing.billing_phone,
          address: postalAddress({
            name: billing.billing_name,
            address_1: billing.billing_address_1,
            address_2: billing.billing_address_2,
            city: billing.billing_city,
            postcode: billing.billing_postcode.toUpperCase(),
            country: billing.billing_country,
          }),
          lines: items.map((i) => ({ name: i.product.name, quantity: i.quantity, lineCents: i.line })),
          totals: [
            { label: 'Subtotal', cents: subtotal },
            { label: 'Total', cents: subtotal },
          ],
          paymentTitle: paymentTitle(method.id),
        };
        const instructions = paymentInstructions(method.id, order.id, payment);
        if (instructions) mail.paymentInstructions = instructions;
        await queueMail(trx, [orderReceivedMail(mail, shop), newOrderMail(mail, shop)]);
        return { ok: true, order: { id: order.id, order_key: order.order_key } } as const;
      });
    },

    /** The order when `key` is its key; undefined for an unknown id or a wrong key. */
    async find(id: number, key: string): Promise<OrderDetails | undefined> {
      if (!ORDER_KEY.test(key)) return undefined;
      const order = await db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', id)
        .where('order_key', '=', key)
        .executeTakeFirst();
      if (!order) return undefined;
      const [items, attribution] = await Promise.all([
        db.selectFrom('order_items').selectAll().where('order_id', '=', id).orderBy('id').execute(),
        db.selectFrom('order_attribution').select(['key', 'value']).where('order_id', '=', id).execute(),
      ]);
      return { order, items, attribution: Object.fromEntries(attribution.map((a) => [a.key, a.value])) };
    },
  };
}

/** An order's postal address, a line each, as the order page and the e-mails show it. */
export function postalAddress(
  a: Pick<Order, 'name' | 'address_1' | 'address_2' | 'city' | 'postcode' | 'country'>,
): string[] {
  const country = COUNTRIES.find((c) => c.code === a.country)?.name ?? a.country;
  return [a.name, a.address_1, a.address_2, `${a.city} ${a.postcode}`, country].filter((line) => line.trim() !== '');
}

export type OrderRepository = ReturnType<typeof orderRepository>;
