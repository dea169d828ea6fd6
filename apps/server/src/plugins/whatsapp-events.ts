/**
 * The events that send a customer a WhatsApp message (features/whatsapp), as the features that
 * make them tell it: app.ts hands each of them `notifyWhatsApp`, so none imports the WhatsApp
 * feature. `db` is the event's own transaction where it has one, so the message is queued
 * exactly when the event commits; after a commit it is the shop's database. The call never
 * throws: a message that cannot be queued never holds up or fails an order.
 */
import type { Database } from '../db/client.ts';

export type WhatsAppEvent =
  | { kind: 'order_confirmed'; orderId: string }
  | { kind: 'proof_ready'; orderId: string; proofId: string }
  | { kind: 'order_shipped'; orderId: string }
  | { kind: 'order_delivered'; orderId: string }
  | { kind: 'refund_made'; orderId: string; refundId: string }
  | { kind: 'complaint_registered'; complaintId: string }
  | { kind: 'complaint_resolved'; complaintId: string };

export type NotifyWhatsApp = (db: Database, event: WhatsAppEvent) => Promise<void>;

/** For a feature built without the channel (a test of its own): nothing is sent. */
export const notifyNobody: NotifyWhatsApp = async () => {};
