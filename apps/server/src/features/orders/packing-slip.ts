/**
 * The packing slip, a PDF for the parcel (docs/back-office.md): the pieces with their
 * personalisation, the gift's message and wrap, and the delivery address. No price is on it:
 * a gift's recipient reads it. Drawn as the tax documents are (pdf/draw-pdf.ts): a name, an
 * address, an engraving or a message in Tamil or Hindi is shaped as typed, an emoji is drawn
 * in outline, and a long word breaks at the edge between two letters.
 */
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import { sizeAndVariant } from '@shop/shared/checkout';
import { SHOP_TIME_ZONE } from '@shop/shared/delivery';
import { GIFT_TEXTS, giftAsDrawn } from '@shop/shared/gift-texts';
import { PACKING_SLIP_TEXTS } from '@shop/shared/packing-slip';
import { SHOP_NAME } from '@shop/shared/shop';
import type { OrderLineRow, OrderRow } from '../../db/schema.ts';
import { drawPdf } from '../../pdf/draw-pdf.ts';
import { personalisationOf } from './confirmation-mail.ts';

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#555555';
const RULE = '#bbbbbb';

function rule(doc: PDFKit.PDFDocument) {
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.5);
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.font('bold').fontSize(11).fillColor('black').text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2);
}

/** The order's packing slip as a PDF: nothing on it is a price. */
export function packingSlipPdf(order: OrderRow, lines: readonly OrderLineRow[]): Promise<Buffer> {
  const title = `${PACKING_SLIP_TEXTS.title} ${PACKING_SLIP_TEXTS.order(order.id)}`;
  return drawPdf({ title, margin: MARGIN }, (doc) => drawSlip(doc, order, lines));
}

function drawSlip(doc: PDFKit.PDFDocument, order: OrderRow, lines: readonly OrderLineRow[]) {
  doc.font('bold').fontSize(16).fillColor('black').text(SHOP_NAME, MARGIN, MARGIN, { width: CONTENT_WIDTH });
  doc.font('bold').fontSize(13).text(PACKING_SLIP_TEXTS.title, { width: CONTENT_WIDTH });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      [
        PACKING_SLIP_TEXTS.order(order.id),
        format(order.paidAt ?? order.createdAt, 'd MMM yyyy', { in: tz(SHOP_TIME_ZONE) }),
      ].join(' · '),
      { width: CONTENT_WIDTH },
    );
  rule(doc);

  const customer = order.customer;
  heading(doc, PACKING_SLIP_TEXTS.deliverTo);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('black')
    .text(
      [
        customer.name,
        customer.address,
        `${customer.city}, ${customer.state} ${customer.zipCode}`,
        customer.country ?? 'India',
      ]
        .filter(Boolean)
        .join('\n'),
      { width: CONTENT_WIDTH },
    );
  rule(doc);

  heading(doc, PACKING_SLIP_TEXTS.pieces);
  for (const line of lines) {
    const { size, variant } = sizeAndVariant(line);
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('black')
      .text(`${PACKING_SLIP_TEXTS.quantity(line.quantity)} ${line.name}`, MARGIN, doc.y, {
        width: CONTENT_WIDTH,
      });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        `${pieceDetails(line, variant, size)}${line.huid ? ` · HUID ${line.huid}` : ''}`,
        MARGIN + 14,
        doc.y,
        {
          width: CONTENT_WIDTH - 14,
        },
      );
    for (const text of personalisationOf(line)?.text ?? []) {
      doc.text(text, MARGIN + 14, doc.y, { width: CONTENT_WIDTH - 14 });
    }
    doc.moveDown(0.4);
  }

  if (order.gift) {
    rule(doc);
    heading(doc, GIFT_TEXTS.heading);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('black')
      .text(order.gift.wrap ? GIFT_TEXTS.wrapped : GIFT_TEXTS.notWrapped, MARGIN, doc.y, {
        width: CONTENT_WIDTH,
      });
    doc.moveDown(0.3);
    if (order.gift.message) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(GIFT_TEXTS.messageHeading, { width: CONTENT_WIDTH });
      doc
        .font('regular')
        .fontSize(12)
        .fillColor('black')
        .text(giftAsDrawn(order.gift).message, { width: CONTENT_WIDTH });
    } else {
      doc.font('regular').fontSize(10).fillColor(MUTED).text(GIFT_TEXTS.noMessage, { width: CONTENT_WIDTH });
    }
  }
}

/**
 * A variant's line names the variant ("Size 14, 22K") and its SKU, and its typed size only when
 * it has one; a line from before variants reads as it did.
 */
function pieceDetails(
  line: { sku: string | null; size: string | null },
  variant: string,
  size: string,
): string {
  if (line.sku === null) return `${variant} · Size ${size}`;
  return [variant, line.size && `Size ${line.size}`, `SKU ${line.sku}`].filter(Boolean).join(' · ');
}
