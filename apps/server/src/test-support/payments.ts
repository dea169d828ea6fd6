/**
 * What the built-in test provider's checkout hands the browser after a payment: the payment
 * id and its signature, made with the same key the shop under test verifies with.
 */
import { readOrCreateSessionSecret } from '../features/accounts/session-tokens.ts';
import { createTestProvider, paymentSignature } from '../features/payments/provider.ts';
import {
  capturedPaymentEvent,
  refundEvent,
  webhookSignature,
  type RefundEventName,
} from '../features/payments/webhook-event.ts';
import type { TestApp } from './test-app.ts';

async function testProvider(shop: TestApp) {
  return createTestProvider(await readOrCreateSessionSecret(undefined, shop.dataDir));
}

export interface CapturedPayment {
  id: string;
  orderId: string;
  amountPaise: number;
}

/**
 * Signs `payment.captured` events as the shop's test provider does, reading its secret once:
 * a test that races an event against other calls sends it with no file read in between.
 */
export async function webhookSigner(shop: TestApp) {
  const { webhookSecret = '' } = await testProvider(shop);
  return (payment: CapturedPayment, eventId = `evt_${payment.id}`) => {
    const body = capturedPaymentEvent(payment);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
    };
  };
}

/** A `payment.captured` event as Razorpay sends it, with its headers signed by the shop's test provider. */
export async function signedWebhook(shop: TestApp, payment: CapturedPayment, eventId?: string) {
  return (await webhookSigner(shop))(payment, eventId);
}

export async function testPayment(
  shop: TestApp,
  providerOrderId: string,
  paymentId = `pay_${providerOrderId.slice(6)}`,
) {
  const { keySecret } = await testProvider(shop);
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(keySecret, providerOrderId, paymentId),
  };
}

/** A `refund.processed` (or `refund.failed`) event as Razorpay sends it, signed by the shop's test provider. */
export async function signedRefundWebhook(
  shop: TestApp,
  refund: { id: string; paymentId: string; amountPaise: number; receipt: string },
  options: { event?: RefundEventName; eventId?: string } = {},
) {
  const { webhookSecret = '' } = await testProvider(shop);
  const body = refundEvent(options.event ?? 'refund.processed', refund);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(webhookSecret, body),
      'x-razorpay-event-id': options.eventId ?? `evt_${refund.id}`,
    },
  };
}
