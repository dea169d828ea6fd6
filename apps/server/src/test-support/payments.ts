/**
 * What the built-in test provider's checkout hands the browser after a payment: the payment
 * id and its signature, made with the same key the shop under test verifies with.
 */
import { readOrCreateSessionSecret } from '../features/accounts/session-tokens.ts';
import { createTestProvider, paymentSignature, webhookSignature } from '../features/payments/provider.ts';
import { capturedPaymentEvent } from '../features/payments/webhook-event.ts';
import type { TestApp } from './test-app.ts';

async function testProvider(shop: TestApp) {
  return createTestProvider(await readOrCreateSessionSecret(undefined, shop.dataDir));
}

/** A `payment.captured` event as Razorpay sends it, with its headers signed by the shop's test provider. */
export async function signedWebhook(
  shop: TestApp,
  payment: { id: string; orderId: string; amountPaise: number },
  eventId = `evt_${payment.id}`,
) {
  const body = capturedPaymentEvent(payment);
  const { webhookSecret = '' } = await testProvider(shop);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(webhookSecret, body),
      'x-razorpay-event-id': eventId,
    },
  };
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
