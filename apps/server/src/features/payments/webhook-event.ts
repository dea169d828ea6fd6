/**
 * The part of a Razorpay webhook event the shop acts on: a captured payment (or a paid order)
 * with its id, the provider's order id and the amount in paise; a refund processed or failed,
 * with its id, the payment's and the shop's receipt. Other events are ignored.
 */
import crypto from 'node:crypto';
import { z } from 'zod';

/** A webhook as the provider sends it: the raw body and its headers, signed as Razorpay signs. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return crypto.createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

const PaymentEntitySchema = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
});

const RefundEntitySchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int(),
  receipt: z.string().nullish(),
});

const PaymentEventSchema = z.object({
  event: z.enum(['payment.captured', 'order.paid']),
  payload: z.object({ payment: z.object({ entity: PaymentEntitySchema }) }),
});

const RefundEventSchema = z.object({
  event: z.enum(['refund.processed', 'refund.failed']),
  payload: z.object({ refund: z.object({ entity: RefundEntitySchema }) }),
});

export type RefundEventName = z.infer<typeof RefundEventSchema>['event'];

/** A refund the provider settled, as its webhook tells it. */
export interface SettledRefund {
  outcome: 'processed' | 'failed';
  providerRefundId: string;
  paymentId: string;
  amountPaise: number;
  /** The shop's refund id, given to the provider as the refund's receipt. */
  receipt: string | undefined;
}

export type WebhookEvent =
  | { kind: 'payment'; id: string; event: string; payment: z.infer<typeof PaymentEntitySchema> }
  | { kind: 'refund'; id: string; event: string; refund: SettledRefund };

/** The event, with an id of its own for events that come without Razorpay's event id header. */
export function parseWebhookEvent(rawBody: Buffer): WebhookEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  const payment = PaymentEventSchema.safeParse(json);
  if (payment.success) {
    const entity = payment.data.payload.payment.entity;
    return {
      kind: 'payment',
      id: `${payment.data.event}:${entity.id}`,
      event: payment.data.event,
      payment: entity,
    };
  }
  const refund = RefundEventSchema.safeParse(json);
  if (refund.success) {
    const entity = refund.data.payload.refund.entity;
    return {
      kind: 'refund',
      id: `${refund.data.event}:${entity.id}`,
      event: refund.data.event,
      refund: {
        outcome: refund.data.event === 'refund.processed' ? 'processed' : 'failed',
        providerRefundId: entity.id,
        paymentId: entity.payment_id,
        amountPaise: entity.amount,
        receipt: entity.receipt ?? undefined,
      },
    };
  }
  return undefined;
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

/** A `refund.processed` (or `refund.failed`) event as Razorpay sends it: what the test provider sends, and tests. */
export function refundEvent(
  event: RefundEventName,
  refund: { id: string; paymentId: string; amountPaise: number; receipt: string },
): string {
  return JSON.stringify({
    entity: 'event',
    event,
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amountPaise,
          currency: 'INR',
          payment_id: refund.paymentId,
          receipt: refund.receipt,
          notes: [],
          status: event === 'refund.processed' ? 'processed' : 'failed',
        },
      },
    },
  });
}
