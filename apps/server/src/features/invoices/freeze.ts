/**
 * The tax invoices and credit notes issued before documents kept what they state were drawn,
 * each time they were asked for, from the order and the catalogue as they then were: a
 * later change of a piece's purity, or a HUID recorded afterwards, showed on an invoice
 * already given. The server freezes each as it reads at its first start after migration 0027,
 * before it answers any call, with the code that drew it (the seller configured for one that
 * kept none, the place of supply read from the typed state, the tax as they printed it, the 3 %
 * taken out of a refund as credit notes then did), and the database refuses to change it
 * afterwards.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { discountedLine } from '@shop/shared/coupons';
import {
  type DocumentSeller,
  type invoiceAmounts,
  type InvoiceAmounts,
  type NoteContent,
  type TaxSplit,
} from '@shop/shared/gst';
import { fixedPriceBreakup, type PriceBreakup } from '@shop/shared/pricing';
import type { Paise } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import { creditNotes, invoices, orders, refunds } from '../../db/schema.ts';
import { buyerOf, placeOf } from './content.ts';
import { readOrderContent } from './repository.ts';

/*
 * How these documents stated their tax, which each taxes on the value no longer does
 * (docs/decisions/0042-each-tax-is-its-rate-on-the-taxable-value.md): the GST was what each
 * price held beyond its value, the 3 % of a rate-priced piece's exact value as its breakup
 * kept it, and the document's sum of them was halved with the odd paisa to CGST.
 */

/** A fixed price's breakup as it was: its GST whatever the price held beyond its value. */
function heldInPrice(totalPaise: Paise): PriceBreakup {
  const { taxablePaise } = fixedPriceBreakup(totalPaise);
  return { kind: 'fixed', taxablePaise, gstPaise: totalPaise - taxablePaise, roundOffPaise: 0, totalPaise };
}

function halvedOddPaisaToCgst(taxPaise: Paise, intraState: boolean): TaxSplit {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

const amountsAsPrinted: typeof invoiceAmounts = (lines, shippingPaise, totalPaise, intraState) => {
  const lineAmounts = lines.map((line) => {
    const unit = line.priceBreakup ?? heldInPrice(line.unitPricePaise);
    const amounts = discountedLine(
      {
        unit: { taxablePaise: unit.taxablePaise, gstPaise: unit.gstPaise, totalPaise: line.unitPricePaise },
        quantity: line.quantity,
      },
      line.couponDiscountPaise ?? 0,
    );
    return {
      unit,
      discountPaise: amounts.discountPaise,
      taxablePaise: amounts.taxablePaise,
      taxPaise: amounts.gstPaise,
    };
  });
  const shippingBreakup = shippingPaise > 0 ? heldInPrice(shippingPaise) : undefined;
  const shipping = shippingBreakup && {
    taxablePaise: shippingBreakup.taxablePaise,
    taxPaise: shippingBreakup.gstPaise,
  };
  const taxablePaise =
    lineAmounts.reduce((sum, line) => sum + line.taxablePaise, 0) + (shipping?.taxablePaise ?? 0);
  const taxPaise = lineAmounts.reduce((sum, line) => sum + line.taxPaise, 0) + (shipping?.taxPaise ?? 0);
  const amounts: InvoiceAmounts = {
    lines: lineAmounts,
    shipping,
    // Documents from before contents were kept are older than paying on delivery.
    cashOnDeliveryFee: undefined,
    taxablePaise,
    taxPaise,
    split: halvedOddPaisaToCgst(taxPaise, intraState),
    roundOffPaise: totalPaise - taxablePaise - taxPaise,
    totalPaise,
  };
  return amounts;
};

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
    const { content, figures } = await readOrderContent(tx, orderId, seller.stateCode, amountsAsPrinted);
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
    const { taxablePaise, gstPaise } = heldInPrice(refund.amountPaise);
    await tx
      .update(creditNotes)
      .set({
        content,
        taxablePaise,
        ...halvedOddPaisaToCgst(gstPaise, placeOfSupply.intraState),
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
  // Every note issued before contents were kept was a refund's.
  for (const { refundId } of credited) if (refundId && (await freezeCreditNote(db, refundId))) frozen += 1;
  return frozen;
}
