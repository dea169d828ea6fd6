/**
 * What the built-in test provider's checkout hands the browser after a payment: the payment
 * id and its signature, made with the same key the shop under test verifies with.
 */
import { readOrCreateSessionSecret } from '../features/accounts/session-tokens.ts';
import { createTestProvider, paymentSignature } from '../features/payments/provider.ts';
import type { TestApp } from './test-app.ts';

export async function testPayment(
  shop: TestApp,
  providerOrderId: string,
  paymentId = `pay_${providerOrderId.slice(6)}`,
) {
  const { keySecret } = createTestProvider(await readOrCreateSessionSecret(undefined, shop.dataDir));
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(keySecret, providerOrderId, paymentId),
  };
}
