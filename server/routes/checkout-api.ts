import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ATTRIBUTION_EXTENSION, BILLING_ADDRESS_KEYS, BILLING_FIELDS, paramOf } from '../../domain/checkout';
import { REST_ROUTES, STORE_NONCE_HEADER } from '../../domain/rest';
import type { BillingValues } from '../../ui/checkout/types';
import { attributionFrom } from '../checkout/attribution';
import { parseBilling } from '../checkout/billing';
import { orderRepository } from '../checkout/orders';
import { chosenMethod, PAYMENT_METHOD_REFUSED } from '../checkout/payment';
import { invalidParams, RestError, requireNonce } from '../http/rest';
import { zodRoutes } from '../http/schema';
import { EMPTY_CART_TEXT, orderReceivedUrl, shortStockText } from '../views/checkout';

const text = z.string({ error: 'Please send this field as text.' }).max(300, 'This field is too long.').optional();

/**
 * The body, shaped like the Store API's checkout: `payment_method` is the id of an offered
 * method (none: the first offered). Parameters it does not know (a `shipping_address`)
 * are ignored as WordPress's REST API ignores them: this shop ships to the billing address.
 */
const CheckoutBody = z.object(
  {
    billing_address: z.object(
      Object.fromEntries(Object.values(BILLING_ADDRESS_KEYS).map((key) => [key, text])) as Record<
        (typeof BILLING_ADDRESS_KEYS)[keyof typeof BILLING_ADDRESS_KEYS],
        typeof text
      >,
      { error: 'Please send the billing address as an object.' },
    ),
    payment_method: text,
    extensions: z
      .record(z.string(), z.unknown(), { error: 'Please send extensions as an object.' })
      .optional()
      .default({}),
  },
  { error: 'Please send the checkout as a JSON object.' },
);

/**
 * The JSON checkout (`POST /api/statefront/v1/checkout`), for the checkout page with
 * JavaScript and for other clients: the form checkout's rules and transaction, with
 * Store API names. Registered inside the REST routes, so bodies are JSON only and every
 * answer, errors included, is `{ code, message, data: { status } }`. The nonce travels in
 * the `Nonce` header as the Store API's does; pages of other sites are refused before this
 * runs (plugins/cross-site).
 */
export async function checkoutApiRoutes(app: FastifyInstance) {
  const { shop } = app;
  const orders = orderRepository(
    shop.db,
    { name: shop.settings.name, email: shop.settings.shopEmail },
    shop.settings.payment,
  );

  // The nonce is checked before the body, which the REST error handler refuses by parameter.
  const preValidation = async (request: FastifyRequest) => requireNonce(request, STORE_NONCE_HEADER);
  zodRoutes(app).post(
    `/${REST_ROUTES.checkout}`,
    { schema: { body: CheckoutBody }, preValidation },
    async (request) => {
      const address = request.body.billing_address;
      const values = Object.fromEntries(
        BILLING_FIELDS.map((field) => [field, address[BILLING_ADDRESS_KEYS[field]] ?? '']),
      ) as BillingValues;
      const parsed = parseBilling(values);
      const method = chosenMethod(shop.settings.payment, request.body.payment_method);
      if (!parsed.ok || !method) {
        throw invalidParams({
          ...(parsed.ok
            ? {}
            : Object.fromEntries(
                BILLING_FIELDS.flatMap((field) =>
                  parsed.errors[field] ? [[paramOf(field), parsed.errors[field]]] : [],
                ),
              )),
          ...(method ? {} : { payment_method: PAYMENT_METHOD_REFUSED }),
        });
      }

      const extension = request.body.extensions[ATTRIBUTION_EXTENSION];
      const attribution =
        shop.settings.orderAttribution.enabled && typeof extension === 'object' && extension !== null
          ? attributionFrom(extension as Record<string, unknown>, '')
          : {};
      const session = await request.currentSession();
      const result = session ? await orders.place(session, parsed.billing, attribution, method) : undefined;
      if (!result || (!result.ok && result.reason === 'empty_cart')) {
        throw new RestError(409, 'rest_cart_empty', EMPTY_CART_TEXT);
      }
      if (!result.ok) throw new RestError(409, 'rest_out_of_stock', result.products.map(shortStockText).join(' '));
      return {
        order_id: result.order.id,
        order_key: result.order.order_key,
        status: method.status,
        payment_method: method.id,
        payment_result: {
          payment_status: 'success',
          payment_details: [],
          redirect_url: orderReceivedUrl(result.order),
        },
      };
    },
  );
}
