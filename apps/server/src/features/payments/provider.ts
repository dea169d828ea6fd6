/**
 * The payment provider, reshaped into the shop's own terms so the service never sees a
 * provider type: Razorpay through its SDK when its keys are set, otherwise the built-in test
 * provider, which creates orders and signs payments exactly as Razorpay does, so the same
 * verification runs for both. Both list the payments and refunds of a time window in
 * Razorpay's collection shape (`GET /v1/payments`, `GET /v1/refunds` with `from` and `to`),
 * read by one parser.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { RAZORPAY_CHECKOUT_SCRIPT } from '@shop/shared/checkout';
import type { Paise } from '@shop/shared/money';
import type { FastifyBaseLogger } from 'fastify';
import { TEST_CHECKOUT_SCRIPT_PATH } from './test-checkout-script.ts';
import { createTestWebhooks, type TestWebhookLedger, type TestWebhooks } from './test-webhooks.ts';
import { capturedPaymentEvent, refundEvent, type SignedWebhook } from './webhook-event.ts';

export interface ProviderOrder {
  id: string;
  amountPaise: Paise;
}

/**
 * The provider's answer to a refund: Razorpay's refund entity in the shop's terms, or its
 * refusal (more than is left of the payment, an account without balance) in its own words.
 */
export type RefundOutcome = { id: string; status: 'pending' | 'processed' | 'failed' } | { refusal: string };

export interface RefundRequest {
  paymentId: string;
  amountPaise: Paise;
  /** The shop's own refund id: Razorpay hands it back in the refund's webhooks. */
  receipt: string;
}

/** A payment the provider took, in the shop's terms. */
export interface ProviderPayment {
  id: string;
  /** The provider's order it was made for. */
  providerOrderId: string | null;
  amountPaise: Paise;
  /** How much of it the provider has given back. */
  refundedPaise: Paise;
  at: Date;
}

/**
 * A payment made for one of the provider's orders, in whatever state it is: Razorpay lists
 * the failed and the merely authorised ones with the captured.
 */
export interface OrderPayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amountPaise: Paise;
  refundedPaise: Paise;
  at: Date;
}

/** A refund the provider made, from the shop or from its own dashboard. */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: Paise;
  /** The shop's refund id, when the shop asked for it. */
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  at: Date;
}

/** A time window, as Razorpay's list calls take it: unix seconds, both ends included. */
export interface ProviderWindow {
  from: Date;
  to: Date;
}

/** Only a taken payment is money: Razorpay lists failed and merely authorised ones too. */
const TAKEN_STATUSES = new Set(['captured', 'refunded']);

const PaymentCollectionSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      order_id: z.string().nullish(),
      amount: z.number().int(),
      amount_refunded: z.number().int().nullish(),
      status: z.string(),
      created_at: z.number(),
    }),
  ),
});

const PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;
const OrderPaymentCollectionSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      amount_refunded: z.number().int().nullish(),
      status: z.enum(PAYMENT_STATUSES),
      created_at: z.number(),
    }),
  ),
});

/** Razorpay's answer to `GET /v1/orders/:id/payments`, in the shop's terms. */
export function orderPaymentsOf(collection: unknown): OrderPayment[] {
  return OrderPaymentCollectionSchema.parse(collection).items.map((item) => ({
    id: item.id,
    status: item.status,
    amountPaise: item.amount,
    refundedPaise: item.amount_refunded ?? 0,
    at: new Date(item.created_at * 1000),
  }));
}

const RefundCollectionSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      payment_id: z.string(),
      amount: z.number().int(),
      receipt: z.string().nullish(),
      status: z.enum(['pending', 'processed', 'failed']),
      created_at: z.number(),
    }),
  ),
});

/** Razorpay's page of payments (its `GET /v1/payments`), the taken ones in the shop's terms. */
export function takenPayments(collection: unknown): { payments: ProviderPayment[]; listed: number } {
  const { items } = PaymentCollectionSchema.parse(collection);
  const payments = items
    .filter((item) => TAKEN_STATUSES.has(item.status))
    .map((item) => ({
      id: item.id,
      providerOrderId: item.order_id ?? null,
      amountPaise: item.amount,
      refundedPaise: item.amount_refunded ?? 0,
      at: new Date(item.created_at * 1000),
    }));
  return { payments, listed: items.length };
}

/** Razorpay's page of refunds (its `GET /v1/refunds`) in the shop's terms. */
export function providerRefunds(collection: unknown): ProviderRefund[] {
  return RefundCollectionSchema.parse(collection).items.map((item) => ({
    id: item.id,
    paymentId: item.payment_id,
    amountPaise: item.amount,
    receipt: item.receipt ?? null,
    status: item.status,
    at: new Date(item.created_at * 1000),
  }));
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Razorpay's most per page. */
const PAGE = 100;

/** Reads every page of a list call, `PAGE` items at a time. */
async function everyPage<T>(
  window: ProviderWindow,
  read: (query: { from: number; to: number; count: number; skip: number }) => Promise<unknown>,
  parse: (page: unknown) => { items: T[]; listed: number },
): Promise<T[]> {
  const all: T[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const { items, listed } = parse(
      await read({ from: unixSeconds(window.from), to: unixSeconds(window.to), count: PAGE, skip }),
    );
    all.push(...items);
    if (listed < PAGE) return all;
  }
}

/** The test provider's "Pay": the payment it took, signed as Razorpay's window hands it to the page. */
export interface TestPayment {
  response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
}

/**
 * What the test provider keeps of what it did, as Razorpay keeps it on its side (the payments
 * feature's repository, in the shop's database), with the webhooks it still owes the shop.
 */
export interface TestProviderLedger extends TestWebhookLedger {
  record(entry: {
    id: string;
    entity: 'order' | 'payment' | 'refund';
    amountPaise: Paise;
    providerOrderId?: string;
    paymentId?: string;
    receipt?: string;
    /** The event to send the shop about it; its first try is due at once. */
    webhook?: string;
  }): Promise<void>;
  orderAmount(providerOrderId: string): Promise<Paise | undefined>;
  /** A payment's amount and what its refunds add up to, when the provider took it. */
  payment(paymentId: string): Promise<{ amountPaise: Paise; refundedPaise: Paise } | undefined>;
  /** The payments taken for one of its orders, in Razorpay's shape (`GET /v1/orders/:id/payments`). */
  orderPayments(providerOrderId: string): Promise<unknown>;
  /** Payments taken and refunds made in the window, oldest first, `count` after `skip`, in Razorpay's shape. */
  list(
    entity: 'payment' | 'refund',
    query: { from: number; to: number; count: number; skip: number },
  ): Promise<unknown>;
}

export interface PaymentProvider {
  /** 'razorpay' or 'test'. */
  kind: 'razorpay' | 'test';
  /** The public key the browser's checkout opens with. */
  keyId: string;
  /** The address of the checkout script the page loads. */
  checkoutScript: string;
  /** Signs payments: Razorpay's key secret, or the test provider's own. */
  keySecret: string;
  /** Signs webhooks; without one (Razorpay without RAZORPAY_WEBHOOK_SECRET) none is taken. */
  webhookSecret: string | undefined;
  createOrder(order: { amountPaise: Paise; receipt: string }): Promise<ProviderOrder>;
  /** Refunds a captured payment, whole or a part; a fault (the network) throws. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** The payments taken in the window, whatever became of them since. */
  listPayments(window: ProviderWindow): Promise<ProviderPayment[]>;
  /** The refunds made in the window, by the shop or in the provider's dashboard. */
  listRefunds(window: ProviderWindow): Promise<ProviderRefund[]>;
  /** The payments made for one of its orders, whatever their state; a fault (the network) throws. */
  orderPayments(providerOrderId: string): Promise<OrderPayment[]>;
  /**
   * Only the test provider: "Pay" in its window, for an order it created; undefined for an
   * order it does not know.
   */
  pay?(providerOrderId: string): Promise<TestPayment | undefined>;
  /**
   * Only the test provider with a ledger: its tries of the webhooks the shop has not answered
   * 2xx yet, made as Razorpay makes them (test-webhooks.ts); started by a shop that does its
   * scheduled work.
   */
  webhookTries?: Pick<TestWebhooks, 'start' | 'stop'>;
}

/** Razorpay's SDK rejects with `{ statusCode, error: { description } }`, not an Error. */
function razorpayDescription(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('error' in error)) return undefined;
  const detail = (error as { error?: { description?: unknown } }).error?.description;
  return typeof detail === 'string' ? detail : undefined;
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export function paymentSignature(keySecret: string, providerOrderId: string, paymentId: string): string {
  return crypto.createHmac('sha256', keySecret).update(`${providerOrderId}|${paymentId}`).digest('hex');
}

/** Compares in constant time, so the answer's timing tells nothing of the right signature. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export async function createRazorpayProvider(keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
}): Promise<PaymentProvider> {
  // Loaded only by a shop with Razorpay's keys: the SDK is some 4 MB of heap.
  const { default: Razorpay } = await import('razorpay');
  const razorpay = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    kind: 'razorpay',
    ...keys,
    checkoutScript: RAZORPAY_CHECKOUT_SCRIPT,
    async createOrder({ amountPaise, receipt }) {
      const order = await razorpay.orders.create({ amount: amountPaise, currency: 'INR', receipt });
      return { id: order.id, amountPaise: Number(order.amount) };
    },
    async refund({ paymentId, amountPaise, receipt }) {
      try {
        const refund = await razorpay.payments.refund(paymentId, { amount: amountPaise, receipt });
        return { id: refund.id, status: refund.status };
      } catch (error) {
        // A refusal (more than is left, an account without balance) is Razorpay's to explain;
        // anything else (the network) is a fault.
        const description = razorpayDescription(error);
        if (description) return { refusal: description };
        throw error;
      }
    },
    listPayments: (window) =>
      everyPage(
        window,
        (query) => razorpay.payments.all(query),
        (page) => {
          const { payments, listed } = takenPayments(page);
          return { items: payments, listed };
        },
      ),
    listRefunds: (window) =>
      everyPage(
        window,
        (query) => razorpay.refunds.all(query),
        (page) => {
          const items = providerRefunds(page);
          return { items, listed: items.length };
        },
      ),
    // The SDK sets no time limit of its own: a call that hangs would hold up the job that asked.
    orderPayments: async (providerOrderId) =>
      orderPaymentsOf(await withinTime(razorpay.orders.fetchPayments(providerOrderId), RAZORPAY_CALL_MS)),
  };
}

/** How long a call to Razorpay of the shop's own scheduled work may take before it is given up. */
const RAZORPAY_CALL_MS = 15_000;

async function withinTime<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      call,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`Razorpay did not answer within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The test provider's key and secret come from the shop's own secret, so they survive a
 * restart (a payment signed before it still verifies) without a file of their own. It refunds
 * as Razorpay does: the refund is answered pending, and its `refund.processed` webhook follows,
 * signed, to `sendWebhook` (the shop's own webhook route); a payment's `payment.captured`
 * follows its Pay. What it does is kept in `ledger`, from which it answers the list calls as
 * Razorpay does, and so are the webhooks it owes, tried again until the shop answers 2xx
 * (test-webhooks.ts); without a ledger (a test that only signs) it lists nothing and sends
 * no webhook.
 */
export function createTestProvider(
  shopSecret: string,
  options: {
    sendWebhook?: (webhook: SignedWebhook) => Promise<{ status: number; body: string }>;
    ledger?: TestProviderLedger;
    log?: FastifyBaseLogger;
  } = {},
): PaymentProvider {
  const { ledger, sendWebhook } = options;
  const derive = (purpose: string) => crypto.createHmac('sha256', shopSecret).update(purpose).digest('hex');
  const webhookSecret = derive('test payment provider webhooks');
  const keySecret = derive('test payment provider');
  const webhooks =
    ledger && sendWebhook
      ? createTestWebhooks({ ledger, webhookSecret, send: sendWebhook, log: options.log })
      : undefined;
  return {
    kind: 'test',
    keyId: 'rzp_test_shop',
    checkoutScript: TEST_CHECKOUT_SCRIPT_PATH,
    keySecret,
    webhookSecret,
    async createOrder({ amountPaise, receipt }) {
      const id = `order_${crypto.randomBytes(10).toString('hex')}`;
      await ledger?.record({ id, entity: 'order', amountPaise, receipt });
      return { id, amountPaise };
    },
    async refund({ paymentId, amountPaise, receipt }) {
      // Razorpay refuses more than is left of a payment; a payment signed by a test alone,
      // which this provider never took, is refunded as asked.
      const payment = await ledger?.payment(paymentId);
      if (payment && payment.refundedPaise + amountPaise > payment.amountPaise) {
        return { refusal: 'The total refund amount is greater than the refund payment amount.' };
      }
      const id = `rfnd_${crypto.randomBytes(7).toString('hex')}`;
      const body = refundEvent('refund.processed', { id, paymentId, amountPaise, receipt });
      await ledger?.record({ id, entity: 'refund', amountPaise, paymentId, receipt, webhook: body });
      // After the answer, as Razorpay's webhook comes after its API's answer.
      webhooks?.sendSoon(id);
      return { id, status: 'pending' };
    },
    listPayments: async (window) =>
      ledger
        ? everyPage(
            window,
            (query) => ledger.list('payment', query),
            (page) => {
              const { payments, listed } = takenPayments(page);
              return { items: payments, listed };
            },
          )
        : [],
    listRefunds: async (window) =>
      ledger
        ? everyPage(
            window,
            (query) => ledger.list('refund', query),
            (page) => {
              const items = providerRefunds(page);
              return { items, listed: items.length };
            },
          )
        : [],
    orderPayments: async (providerOrderId) =>
      ledger ? orderPaymentsOf(await ledger.orderPayments(providerOrderId)) : [],
    async pay(providerOrderId) {
      const amountPaise = await ledger?.orderAmount(providerOrderId);
      if (amountPaise === undefined) return undefined;
      const id = `pay_${crypto.randomBytes(7).toString('hex')}`;
      const webhook = capturedPaymentEvent({ id, orderId: providerOrderId, amountPaise });
      await ledger?.record({ id, entity: 'payment', amountPaise, providerOrderId, webhook });
      // As Razorpay's, the webhook follows the page's answer: it is what pays an order whose
      // page closed before it could verify.
      webhooks?.sendSoon(id);
      return {
        response: {
          razorpay_payment_id: id,
          razorpay_order_id: providerOrderId,
          razorpay_signature: paymentSignature(keySecret, providerOrderId, id),
        },
      };
    },
    webhookTries: webhooks,
  };
}
