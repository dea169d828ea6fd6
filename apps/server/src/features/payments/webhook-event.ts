/**
 * The part of a Razorpay webhook event the shop acts on: a captured payment (or a paid order)
 * with its id, the provider's order id and the amount in paise. Other events are ignored.
 */
import { z } from 'zod';

const PaymentEntitySchema = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
});

const WebhookEventSchema = z.object({
  event: z.enum(['payment.captured', 'order.paid']),
  payload: z.object({ payment: z.object({ entity: PaymentEntitySchema }) }),
});

export interface WebhookAnswer {
  success: true;
  message: string;
}

export function parseWebhookEvent(rawBody: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = WebhookEventSchema.safeParse(json);
  return parsed.success
    ? { event: parsed.data.event, payment: parsed.data.payload.payment.entity }
    : undefined;
}

/** A `payment.captured` event as Razorpay sends it: what the test provider sends, and tests. */
export function capturedPaymentEvent(payment: { id: string; orderId: string; amountPaise: number }): string {
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: payment.id,
          order_id: payment.orderId,
          amount: payment.amountPaise,
          currency: 'INR',
          status: 'captured',
        },
      },
    },
  });
}
