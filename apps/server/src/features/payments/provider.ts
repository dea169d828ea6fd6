/**
 * The payment provider, reshaped into the shop's own terms so the service never sees a
 * provider type: Razorpay through its SDK when its keys are set, otherwise the built-in test
 * provider, which creates orders and signs payments exactly as Razorpay does, so the same
 * verification runs for both.
 */
import crypto from 'node:crypto';
import Razorpay from 'razorpay';
import type { Paise } from '@shop/shared/money';

export interface ProviderOrder {
  id: string;
  amountPaise: Paise;
}

export interface PaymentProvider {
  /** 'razorpay' or 'test'. */
  kind: 'razorpay' | 'test';
  /** The public key the browser's checkout opens with. */
  keyId: string;
  /** Signs payments: Razorpay's key secret, or the test provider's own. */
  keySecret: string;
  createOrder(order: { amountPaise: Paise; receipt: string }): Promise<ProviderOrder>;
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

export function createRazorpayProvider(keyId: string, keySecret: string): PaymentProvider {
  const razorpay = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    kind: 'razorpay',
    keyId,
    keySecret,
    async createOrder({ amountPaise, receipt }) {
      const order = await razorpay.orders.create({ amount: amountPaise, currency: 'INR', receipt });
      return { id: order.id, amountPaise: Number(order.amount) };
    },
  };
}

/**
 * The test provider's key and secret come from the shop's own secret, so they survive a
 * restart (a payment signed before it still verifies) without a file of their own.
 */
export function createTestProvider(shopSecret: string): PaymentProvider {
  const keySecret = crypto.createHmac('sha256', shopSecret).update('test payment provider').digest('hex');
  return {
    kind: 'test',
    keyId: 'rzp_test_shop',
    keySecret,
    async createOrder({ amountPaise }) {
      return { id: `order_${crypto.randomBytes(10).toString('hex')}`, amountPaise };
    },
  };
}
