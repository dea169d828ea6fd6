/**
 * The payment provider, reshaped into the shop's own terms so the service never sees a
 * provider type: Razorpay through its SDK when its keys are set, otherwise the built-in test
 * provider, which creates orders and signs payments exactly as Razorpay does, so the same
 * verification runs for both.
 */
import crypto from 'node:crypto';
import { RAZORPAY_CHECKOUT_SCRIPT } from '@shop/shared/checkout';
import type { Paise } from '@shop/shared/money';
import { TEST_CHECKOUT_SCRIPT_PATH } from './test-checkout-script.ts';
import { refundEvent } from './webhook-event.ts';

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

/** A webhook the test provider sends to the shop's own webhook route, signed as Razorpay signs. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
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

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return crypto.createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
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
  };
}

/**
 * The test provider's key and secret come from the shop's own secret, so they survive a
 * restart (a payment signed before it still verifies) without a file of their own. It refunds
 * as Razorpay does: the refund is answered pending, and its `refund.processed` webhook follows,
 * signed, to `sendWebhook` (the shop's own webhook route).
 */
export function createTestProvider(
  shopSecret: string,
  options: { sendWebhook?: (webhook: SignedWebhook) => void } = {},
): PaymentProvider {
  const derive = (purpose: string) => crypto.createHmac('sha256', shopSecret).update(purpose).digest('hex');
  const webhookSecret = derive('test payment provider webhooks');
  return {
    kind: 'test',
    keyId: 'rzp_test_shop',
    checkoutScript: TEST_CHECKOUT_SCRIPT_PATH,
    keySecret: derive('test payment provider'),
    webhookSecret,
    async createOrder({ amountPaise }) {
      return { id: `order_${crypto.randomBytes(10).toString('hex')}`, amountPaise };
    },
    async refund({ paymentId, amountPaise, receipt }) {
      const id = `rfnd_${crypto.randomBytes(7).toString('hex')}`;
      const body = refundEvent('refund.processed', { id, paymentId, amountPaise, receipt });
      // After the answer, as Razorpay's webhook comes after its API's answer.
      setImmediate(() =>
        options.sendWebhook?.({
          body,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': webhookSignature(webhookSecret, body),
            'x-razorpay-event-id': `evt_${id}`,
          },
        }),
      );
      return { id, status: 'pending' };
    },
  };
}
