/**
 * The tax invoices and credit notes issued before documents kept what they state were drawn,
 * each time they were asked for, from the order and the catalogue as they then were: a
 * later change of a piece's purity, or a HUID recorded afterwards, showed on an invoice
 * already given. The server freezes each as it reads at its first start after migration 0027,
 * before it answers any call, with the code that drew it (the seller configured for one that
 * kept none, the place of supply read from the typed state, the 3 % taken out of a refund as
 * credit notes then did), and the database refuses to change it afterwards.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { splitTax, type DocumentSeller, type NoteContent } from '@shop/shared/gst';
import { fixedPriceBreakup } from '@shop/shared/pricing';
import type { Database } from '../../db/client.ts';
import { creditNotes, invoices, orders, refunds } from '../../db/schema.ts';
import { buyerOf, placeOf } from './content.ts';
import { readOrderContent } from './repository.ts';

async function freezeInvoice(db: Database, orderId: string, configured: DocumentSeller): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Another instance starting at the same moment may have frozen it first.
    const [invoice] = await tx
      .select({ seller: invoices.seller })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), isNull(invoices.content)))
      .for('update');
    if (!invoice) return false;
    const seller = invoice.seller ?? configured;
    const { content, figures } = await readOrderContent(tx, orderId, seller.stateCode);
    await tx
      .update(invoices)
      .set({ seller, content, ...figures })
      .where(eq(invoices.orderId, orderId));
    return true;
  });
}

async function freezeCreditNote(db: Database, refundId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ note: creditNotes, refund: refunds, order: orders })
      .from(creditNotes)
      .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(and(eq(creditNotes.refundId, refundId), isNull(creditNotes.content)))
      .for('update', { of: creditNotes });
    if (!found) return false;
    const { note, refund, order } = found;
    const placeOfSupply = placeOf(order, note.seller.stateCode);
    const content: NoteContent = { buyer: buyerOf(order), placeOfSupply, reason: refund.reason };
    const { taxablePaise, gstPaise } = fixedPriceBreakup(refund.amountPaise);
    await tx
      .update(creditNotes)
      .set({
        content,
        taxablePaise,
        ...splitTax(gstPaise, placeOfSupply.intraState),
        roundOffPaise: 0,
        totalPaise: refund.amountPaise,
      })
      .where(eq(creditNotes.refundId, refundId));
    return true;
  });
}

/** Freezes every tax invoice and credit note not frozen yet; answers how many. */
export async function freezeEarlierDocuments(db: Database, configured: DocumentSeller): Promise<number> {
  let frozen = 0;
  const invoiced = await db
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(isNull(invoices.content));
  for (const { orderId } of invoiced) if (await freezeInvoice(db, orderId, configured)) frozen += 1;
  const credited = await db
    .select({ refundId: creditNotes.refundId })
    .from(creditNotes)
    .where(isNull(creditNotes.content));
  for (const { refundId } of credited) if (await freezeCreditNote(db, refundId)) frozen += 1;
  return frozen;
}
