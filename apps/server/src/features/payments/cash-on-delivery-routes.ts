import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDERS_PER_CUSTOMER, PAYMENT_TEXTS } from '@shop/shared/checkout';
import {
  CashOnDeliveryQuoteAnswerSchema,
  CashOnDeliveryQuoteBodySchema,
  ConfirmOrderAnswerSchema,
  CreateOrderBodySchema,
  PlaceCashOnDeliveryOrderAnswerSchema,
} from '@shop/shared/checkout-api';
import { plainText } from '@shop/shared/text';
import { z } from 'zod';
import { CUSTOMER_SESSION, inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { limitTries } from '../../plugins/rate-limit.ts';
import { signedInCustomers, type Authenticate } from '../../plugins/signed-in.ts';
import { mailOrigin } from '../../plugins/site-origin.ts';
import type { PaymentsService } from './service.ts';

export interface CashOnDeliveryRoutesOptions {
  payments: PaymentsService;
  authenticate: Authenticate;
  /** PUBLIC_URL: the origin of the link in the mail asking for the confirmation. */
  publicUrl: string | undefined;
}

/**
 * Paying on delivery (cash-on-delivery.ts): whether the cart may be, placing the order, and
 * the customer's confirmation that takes its pieces from stock. Signed-in customers only.
 */
const cashOnDeliveryRoutes: FastifyPluginAsyncZod<CashOnDeliveryRoutesOptions> = async (
  fastify,
  { payments, authenticate, publicUrl },
) => {
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  const asCustomer = { tags: inSection('payments'), security: CUSTOMER_SESSION };
  // Counted per customer as the create-order call is: the quote apart, placing with it, so a
  // customer starts no more orders in an hour paying on delivery than paying online.
  const perCustomer = (name: string) =>
    limitTries(fastify, 'payments', [
      {
        name,
        limit: ORDERS_PER_CUSTOMER,
        key: (request) => customerOf(request).id,
        message: PAYMENT_TEXTS.tooManyOrders,
      },
    ]);

  fastify.post(
    '/api/orders/cash-on-delivery/quote',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Whether the cart may be paid on delivery to this pincode, with the fee, or why not',
        description:
          'Prices the lines as create-razorpay-order does, with the code, and counts the customer’s orders ' +
          'paid on delivery that were not delivered. `reason: null`: the shop does not take cash on delivery.',
        body: CashOnDeliveryQuoteBodySchema,
        response: { 200: CashOnDeliveryQuoteAnswerSchema, ...REFUSALS },
      },
      preHandler: perCustomer('cash-on-delivery-quotes-per-customer'),
    },
    async (request) => payments.quoteCashOnDelivery(customerOf(request), request.body),
  );

  fastify.post(
    '/api/orders/cash-on-delivery',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Store the order to be paid on delivery, awaiting the customer’s confirmation',
        description:
          'The create-razorpay-order body, `amount` the total to pay at the door (the fee included). Refused ' +
          'with 409 when pay on delivery is not offered (the reason) or the total changed. The customer is ' +
          'mailed a link to confirm the order on its page.',
        body: CreateOrderBodySchema,
        response: { 200: PlaceCashOnDeliveryOrderAnswerSchema, ...REFUSALS },
      },
      preHandler: perCustomer('orders-per-customer'),
    },
    async (request) =>
      payments.placeCashOnDeliveryOrder(customerOf(request), request.body, mailOrigin(request, publicUrl)),
  );

  fastify.post(
    '/api/orders/:orderId/confirm',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Confirm their order paid on delivery: its pieces are taken from stock and it is made',
        description:
          'Only an order awaiting its confirmation, before its `confirmBy` (else 409). Another customer’s ' +
          'order is a 404, as an unknown id is.',
        params: z.object({ orderId: plainText('The order') }),
        response: { 200: ConfirmOrderAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => payments.confirmOrder(customerOf(request), request.params.orderId),
  );
};

export default cashOnDeliveryRoutes;
