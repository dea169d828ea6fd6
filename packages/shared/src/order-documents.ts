/**
 * The list of an order's GST documents, as the back office (`GET /api/admin/orders/:orderId/documents`)
 * and the order's customer (`GET /api/orders/:orderId/documents`) read it: the receipt voucher,
 * the tax invoice, and each refund's refund voucher or credit note (gst.ts says what each kind is).
 * Kept apart from gst.ts, which the customer's order page loads without zod.
 */
import { z } from 'zod';
import { DOCUMENT_KINDS } from './gst.ts';

/** A document of an order: what it is, its number, when it was issued and its total. */
export const OrderDocumentSchema = z.strictObject({
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  totalPaise: z.number().int(),
  /**
   * The refund a refund voucher or a credit note was issued for; null for the credit note of a
   * parcel paid on delivery that came back undelivered.
   */
  refundId: z.string().nullable(),
});
export type OrderDocument = z.infer<typeof OrderDocumentSchema>;

/** Every document of an order, in the order they were issued. */
export const OrderDocumentsAnswerSchema = z.strictObject({
  success: z.literal(true),
  documents: z.array(OrderDocumentSchema),
});
export type OrderDocumentsAnswer = z.infer<typeof OrderDocumentsAnswerSchema>;
