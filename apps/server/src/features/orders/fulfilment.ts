/**
 * Staff taking an order a step further (order-lifecycle.ts): only the next step of its
 * status, recorded on its timeline with who took it, in one transaction that holds the order
 * so two clicks at once take one step, and in the audit log. The step that ships the order
 * issues its tax invoice in the same transaction: the goods leave with it (CGST Act, section
 * 31(1)(a)). The customer is mailed once it is committed, the invoice attached to the shipping.
 */
import { eq } from 'drizzle-orm';
import { ADMIN_ORDER_TEXTS } from '@shop/shared/admin-orders';
import { ORDER_STEP_TEXTS, nextFulfilmentStep, type OrderStepBody } from '@shop/shared/order-lifecycle';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { notifyNobody, type NotifyWhatsApp } from '../../plugins/whatsapp-events.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { orderStepMail } from './step-mail.ts';
import { linesWaitingForProof } from './proofs.ts';
import { PROOF_TEXTS } from '@shop/shared/proofs';
import { HttpError } from '../../plugins/http-error.ts';

/** The tax invoice of an order as it ships (the invoices feature, wired by app.ts). */
export interface ShippingDocuments {
  /** Numbers the invoice in the transaction that marks the order shipped. */
  issueInvoice: (tx: Database, orderId: string, shippedAt: Date) => Promise<unknown>;
  /** The invoice's PDF, for the mail that tells the customer the order is on its way. */
  invoiceOf: (orderId: string) => Promise<{ fileName: string; pdf: Buffer } | undefined>;
  /**
   * Numbers the credit note of a parcel paid on delivery that came back, in the transaction that
   * ends the order not delivered: the supply did not take place, so its invoice is taken back.
   */
  issueUndeliveredCreditNote: (tx: Database, orderId: string, returnedAt: Date) => Promise<unknown>;
  /** That credit note's PDF and number, for the mail that tells the customer. */
  undeliveredCreditNoteOf: (
    orderId: string,
  ) => Promise<{ number: string; fileName: string; pdf: Buffer } | undefined>;
}

export async function takeOrderStep(
  db: Database,
  mailer: Mailer,
  documents: ShippingDocuments,
  /** `staffId` null: the courier's tracking took the step (features/couriers), with no one to log. */
  step: { orderId: string; body: OrderStepBody; staffId: string | null },
  /** The shipped and delivered steps' WhatsApp messages, queued in the step's transaction. */
  notifyWhatsApp: NotifyWhatsApp = notifyNobody,
): Promise<void> {
  const { body } = step;
  const at = new Date();
  const taken = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, step.orderId)).for('update');
    if (!order) return undefined;
    if (nextFulfilmentStep(order.status) !== body.to) {
      throw new HttpError(409, ORDER_STEP_TEXTS.notNextStep(order.status, body.to));
    }
    // A personalised piece cannot be returned: it is made only as its customer approved it.
    if (body.to === 'in_making') {
      const [waiting] = await linesWaitingForProof(tx, order);
      if (waiting) throw new HttpError(409, PROOF_TEXTS.waitsForApproval(waiting.position + 1, waiting.name));
    }
    const shipment = body.to === 'shipped' ? (body.shipment ?? null) : order.shipment;
    await tx.update(orders).set({ status: body.to, shipment }).where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({ orderId: order.id, status: body.to, staffId: step.staffId, at });
    if (body.to === 'shipped') await documents.issueInvoice(tx, order.id, at);
    if (body.to === 'shipped' || body.to === 'delivered') {
      await notifyWhatsApp(tx, {
        kind: body.to === 'shipped' ? 'order_shipped' : 'order_delivered',
        orderId: order.id,
      });
    }
    if (step.staffId) {
      await recordChange(tx, {
        staffId: step.staffId,
        action: 'order.step',
        subject: { type: 'order', id: order.id },
        before: { status: order.status, shipment: order.shipment },
        after: { status: body.to, shipment },
      });
    }
    return { id: order.id, status: body.to, customer: order.customer, shipment, language: order.language };
  });
  if (!taken) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
  // An erased customer has no address left to write to.
  if (taken.customer.email) {
    mailer.sendInBackground(
      taken.status === 'shipped'
        ? documents.invoiceOf(taken.id).then((invoice) => orderStepMail({ ...taken, invoice }))
        : orderStepMail(taken),
      taken.id,
    );
  }
}
