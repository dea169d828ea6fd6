/**
 * A shopper's checkout through the shop's own calls, in the order the browser makes them
 * with the built-in test provider: sign up, create the order, "Pay" in the provider's
 * window, verify. The same steps run through `app.inject` (API tests) or over a real port
 * (tests of the server process), so both prove the path a shopper takes.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CreateOrderBody, CustomerDetails, VerifyPaymentBody } from '@shop/shared/checkout-api';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import type { NewProductRow } from '../db/schema.ts';

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export interface ShopRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON, or as it is when it is already a string (a webhook's signed bytes). */
  payload?: object | string;
}

/** One request to the shop, however it is reached. */
export type SendRequest = (request: ShopRequest) => Promise<HttpAnswer>;

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Through `app.inject`: no port. Each request comes from its own address, so no limit on tries is reached. */
export function injectRequests(app: FastifyInstance): SendRequest {
  let requests = 0;
  return async ({ method, url, headers = {}, payload }) => {
    requests += 1;
    const response = await app.inject({
      method,
      url,
      headers,
      payload,
      remoteAddress: `10.60.${Math.floor(requests / 250) % 250}.${(requests % 250) + 1}`,
    });
    return { status: response.statusCode, body: parseBody(response.body) };
  };
}

/** Over HTTP to a running server, as a browser reaches it. */
export function fetchRequests(baseUrl: string): SendRequest {
  return async ({ method, url, headers = {}, payload }) => {
    const body = payload === undefined || typeof payload === 'string' ? payload : JSON.stringify(payload);
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, body: parseBody(await response.text()) };
  };
}

/** Fails with the status and body the shop answered, which says more than a schema error. */
function expectAnswer<T>(what: string, answer: HttpAnswer, status: number, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(answer.body);
  if (answer.status !== status || !parsed.success) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`);
  }
  return parsed.data;
}

export type AuthorizationHeader = { authorization: string };

export interface Customer {
  userId: string;
  /** The header that carries the customer's session. */
  headers: AuthorizationHeader;
}

/** Signs up a new customer (POST /register), who is then signed in. */
export async function signUp(send: SendRequest, email: string): Promise<Customer> {
  const answer = await send({
    method: 'POST',
    url: '/register',
    payload: {
      firstName: 'Meena',
      lastName: 'Sundaram',
      email,
      phoneNumber: '9876543210',
      password: 'silver925',
    },
  });
  const { token, userId } = expectAnswer(
    'POST /register',
    answer,
    201,
    z.object({ token: z.string(), userId: z.string() }),
  );
  return { userId, headers: { authorization: `Bearer ${token}` } };
}

export const CUSTOMER_DETAILS: CustomerDetails = {
  name: 'Meena Sundaram',
  email: 'meena@example.in',
  phone: '9876543210',
  address: '14 South Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
  country: 'India',
};

export interface CartLine {
  product: NewProductRow;
  quantity: number;
  size?: string;
  variant?: string;
  /** The SKU of the variant chosen, for a design with options. */
  sku?: string | undefined;
  customization?: CreateOrderBody['items'][number]['customization'];
}

/** What the shop must charge for a cart: the catalogue's prices and the shipping, in paise. */
export function expectedTotalPaise(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.pricePaise * line.quantity, 0) + SHIPPING_PAISE;
}

/** The create-order body the browser sends for a cart, with the total it shows in rupees. */
export function createOrderBody(lines: readonly CartLine[], receipt: string): CreateOrderBody {
  return {
    amount: expectedTotalPaise(lines) / 100,
    currency: 'INR',
    receipt,
    items: lines.map((line) => ({
      productId: String(line.product.id),
      quantity: line.quantity,
      size: line.size,
      variant: line.variant,
      ...(line.sku && { sku: line.sku }),
      customization: line.customization,
    })),
    customerDetails: CUSTOMER_DETAILS,
  };
}

export interface CreatedOrder {
  /** The provider's order id, which the browser pays. */
  providerOrderId: string;
  /** The shop's own order id (the receipt). */
  orderId: string;
  amountPaise: number;
}

const CreateOrderAnswerSchema = z.object({
  order: z.object({ id: z.string(), amount: z.number(), receipt: z.string() }),
});

export async function createOrder(
  send: SendRequest,
  customer: Customer,
  body: CreateOrderBody,
): Promise<CreatedOrder> {
  const answer = await send({
    method: 'POST',
    url: '/api/api/create-razorpay-order',
    headers: customer.headers,
    payload: body,
  });
  const { order } = expectAnswer('create-razorpay-order', answer, 200, CreateOrderAnswerSchema);
  return { providerOrderId: order.id, orderId: order.receipt, amountPaise: order.amount };
}

/**
 * An order created at the checkout and, unless `paid` is false, paid with the test provider and
 * verified, as the customer's browser does it.
 */
export async function placeOrder(
  send: SendRequest,
  customer: Customer,
  body: CreateOrderBody,
  { paid = true }: { paid?: boolean } = {},
): Promise<{ id: string; providerOrderId: string; totalPaise: number }> {
  const created = await createOrder(send, customer, body);
  if (paid) {
    const payment = await payWithTestProvider(send, created.providerOrderId);
    expectAnswer('verify-payment', await verifyPayment(send, customer, payment), 200, VerifiedAnswerSchema);
  }
  return { id: created.orderId, providerOrderId: created.providerOrderId, totalPaise: created.amountPaise };
}

const PaymentResponseSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

/**
 * "Pay" in the test provider's window: answers what the browser's handler gets, and the
 * provider then sends its signed webhook for the payment on its own.
 */
export async function payWithTestProvider(
  send: SendRequest,
  providerOrderId: string,
): Promise<VerifyPaymentBody> {
  const answer = await send({
    method: 'POST',
    url: '/api/test-payments/pay',
    payload: { order_id: providerOrderId },
  });
  return expectAnswer('test-payments/pay', answer, 200, PaymentResponseSchema);
}

export function verifyPayment(
  send: SendRequest,
  customer: Customer,
  payment: VerifyPaymentBody,
): Promise<HttpAnswer> {
  return send({
    method: 'POST',
    url: '/api/api/verify-payment',
    headers: customer.headers,
    payload: payment,
  });
}

export const VerifiedAnswerSchema = z.object({ success: z.literal(true), orderId: z.string() });

const CustomerOrderAnswerSchema = z.object({
  order: z.object({
    orderId: z.string(),
    status: z.enum(['pending', 'paid', 'expired']),
    paymentId: z.string().nullable(),
    total: z.number(),
    items: z.array(z.object({ productId: z.string().nullable(), quantity: z.number() })),
  }),
});

/** The order as its customer sees it on GET /api/orders/:orderId. */
export async function customerOrder(send: SendRequest, customer: Customer, orderId: string) {
  const answer = await send({ method: 'GET', url: `/api/orders/${orderId}`, headers: customer.headers });
  return expectAnswer(`GET /api/orders/${orderId}`, answer, 200, CustomerOrderAnswerSchema).order;
}
