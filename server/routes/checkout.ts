import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Notice } from '../../domain/notice';
import { PAYMENT_METHOD_FIELD } from '../../domain/payment';
import type { BillingField, BillingValues } from '../../ui/checkout/types';
import { attributionFrom } from '../checkout/attribution';
import { billingValues, emptyBilling, parseBilling } from '../checkout/billing';
import { orderRepository } from '../checkout/orders';
import { chosenMethod, PAYMENT_METHOD_REFUSED } from '../checkout/payment';
import {
  CHECKOUT_NONCE_ACTION,
  CHECKOUT_NONCE_FIELD,
  CHECKOUT_URL,
  checkoutView,
  EMPTY_CART_TEXT,
  orderReceivedUrl,
  orderReceivedView,
  shortStockText,
} from '../views/checkout';
import { CART_URL, layoutFor } from '../views/layout';

const OrderId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647);

/**
 * The checkout (a classic form that works without JavaScript) and the purchase
 * summary it leads to. Paths: GET/POST /checkout/, GET /checkout/order-received/<id>/?key=<order_key>.
 */
export async function checkoutRoutes(app: FastifyInstance) {
  const { shop } = app;
  const orders = orderRepository(
    shop.db,
    { name: shop.settings.name, email: shop.settings.shopEmail },
    shop.settings.payment,
  );

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    opts: {
      values: BillingValues;
      paymentMethod?: string;
      errors?: Partial<Record<BillingField, string>>;
      notices?: Notice[];
      status?: number;
    },
  ) {
    const session = await request.currentSession();
    const cart = await shop.carts.get(session);
    const layout = await layoutFor(shop, request, reply, {
      currentPath: CHECKOUT_URL,
      ...(opts.notices ? { notices: opts.notices } : {}),
    });
    // A nonce only for a form that can be sent: a session with something to order.
    const nonce = session && cart.lines.length > 0 ? await shop.nonces.issue(session, CHECKOUT_NONCE_ACTION) : '';
    return reply.page(
      'checkout',
      {
        layout,
        checkout: checkoutView({
          cart,
          values: opts.values,
          payment: shop.settings.payment,
          ...(opts.paymentMethod !== undefined ? { paymentMethod: opts.paymentMethod } : {}),
          ...(opts.errors ? { errors: opts.errors } : {}),
          nonce,
          attribution: layout.config.order_attribution,
        }),
      },
      { title: `Checkout – ${shop.settings.name}` },
      opts.status,
    );
  }

  app.get(CHECKOUT_URL, (request, reply) => render(request, reply, { values: emptyBilling() }));

  app.post(CHECKOUT_URL, async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const values = billingValues(body);
    const sentMethod = body[PAYMENT_METHOD_FIELD];
    const method = chosenMethod(shop.settings.payment, sentMethod);
    const paymentMethod = typeof sentMethod === 'string' ? sentMethod : undefined;
    const session = await request.currentSession();
    const nonce = await shop.nonces.check(session, CHECKOUT_NONCE_ACTION, body[CHECKOUT_NONCE_FIELD]);
    if (nonce !== 'valid') {
      const text =
        nonce === 'expired'
          ? 'Your checkout page had expired, so no order was placed. Please check your details and place the order again.'
          : 'We could not verify your checkout, so no order was placed. Please check your details and place the order again.';
      return render(request, reply, { values, paymentMethod, status: 403, notices: [{ kind: 'error', text }] });
    }
    const parsed = parseBilling(values);
    if (!parsed.ok) return render(request, reply, { values, paymentMethod, errors: parsed.errors, status: 422 });
    if (!method) {
      return render(request, reply, {
        values,
        status: 422,
        notices: [{ kind: 'error', text: PAYMENT_METHOD_REFUSED }],
      });
    }

    const attribution = shop.settings.orderAttribution.enabled ? attributionFrom(body) : {};
    const result = await orders.place(session as string, parsed.billing, attribution, method);
    if (result.ok) return reply.redirect(orderReceivedUrl(result.order), 303);
    if (result.reason === 'empty_cart') {
      return render(request, reply, {
        values,
        paymentMethod: method.id,
        status: 409,
        notices: [{ kind: 'error', text: EMPTY_CART_TEXT }],
      });
    }
    const notices: Notice[] = result.products.map((p) => ({
      kind: 'error',
      text: shortStockText(p),
      link: { href: CART_URL, label: 'Edit cart' },
    }));
    return render(request, reply, { values, paymentMethod: method.id, status: 409, notices });
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    `${CHECKOUT_URL}order-received/:id/`,
    async (request, reply) => {
      const id = OrderId.safeParse(request.params.id);
      const key = request.query.key;
      if (!id.success || typeof key !== 'string') return app.notFound(request, reply);
      const details = await orders.find(id.data, key);
      if (!details) return app.notFound(request, reply);
      return reply.page(
        'orderReceived',
        {
          layout: await layoutFor(shop, request, reply, { currentPath: CHECKOUT_URL }),
          order: orderReceivedView(details, shop.settings.payment),
        },
        { title: `Order received – ${shop.settings.name}` },
      );
    },
  );
}
