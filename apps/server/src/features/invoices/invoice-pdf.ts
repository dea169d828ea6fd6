/**
 * The receipt voucher (CGST Rule 50), the tax invoice (Rule 46), the refund voucher (Rule 51)
 * and the credit note (Rule 53) as PDF, drawn with pdfkit in fonts embedded in the file: DejaVu
 * Sans, which has the rupee sign (₹), so every reader shows the amounts as printed
 * (docs/decisions/0020-gst-invoices.md), and Noto for a buyer's Tamil or Hindi
 * (pdf/draw-pdf.ts, 0038-pdfs-in-indian-scripts.md). Each is drawn from what
 * was kept with it when it was issued, and from nothing else
 * (0023-receipt-at-payment-invoice-at-shipping.md).
 */
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
// Indian English alone: the package's index loads every language it knows.
import { toWords } from 'to-words/en-IN';
import { orderReference } from '@shop/shared/checkout';
import { COUPON_TEXTS } from '@shop/shared/coupons';
import { SHOP_TIME_ZONE } from '@shop/shared/delivery';
import {
  GST_RATE_LABELS,
  stateByCode,
  stateLabel,
  type DocumentBuyer,
  type DocumentContent,
  type DocumentPlace,
  type DocumentSeller,
  type NoteContent,
  type NoteCouponWithdrawal,
  type TaxFigures,
} from '@shop/shared/gst';
import { formatPaiseWithPaise, type Paise } from '@shop/shared/money';
import { formatBasisPoints, formatWeightMg, type PriceBreakup } from '@shop/shared/pricing';
import type { Language } from '@shop/shared/languages';
import { drawPdf } from '../../pdf/draw-pdf.ts';
import { againstInLanguage, inLanguage, labelled } from './document-words.ts';
import type { IssuedDocument } from './repository.ts';

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#555555';
const RULE = '#bbbbbb';

const rupees = formatPaiseWithPaise;

/** 'Rupees Two Lakh Thirty Four Thousand Five Hundred Sixty Seven Only', in Indian numbering. */
export function amountInWords(paise: Paise): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeePart = `Rupees ${whole === 0 ? 'Zero' : toWords(whole)}`;
  return `${rupeePart}${fraction > 0 ? ` and ${toWords(fraction)} Paise` : ''} Only`;
}

/** '1 Apr 2026', the day in India. */
function indiaDate(moment: Date): string {
  return format(moment, 'd MMM yyyy', { in: tz(SHOP_TIME_ZONE) });
}

function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  return drawPdf({ title, margin: MARGIN }, draw);
}

function rule(doc: PDFKit.PDFDocument) {
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4);
}

/** Starts a new page when fewer than `height` points are left on this one. */
function keepRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

interface Heading {
  seller: DocumentSeller;
  title: 'Receipt Voucher' | 'Tax Invoice' | 'Refund Voucher' | 'Credit Note';
  numberLabel: string;
  number: string;
  date: Date;
  extra: string[];
  /** The title in the buyer's language, under the English one. */
  titleInLanguage?: string | undefined;
  /** 'Date', with the buyer's language's word beside it. */
  dateLabel?: string;
}

/** The seller on the left, the document's kind, number and date on the right. */
function header(doc: PDFKit.PDFDocument, heading: Heading) {
  const top = doc.y;
  const sellerState = stateByCode(heading.seller.stateCode);
  doc
    .font('bold')
    .fontSize(15)
    .fillColor('black')
    .text(heading.seller.legalName, MARGIN, top, { width: 300 });
  doc
    .font('regular')
    .fontSize(9)
    .text(heading.seller.address, { width: 300 })
    .text(`GSTIN: ${heading.seller.gstin}`, { width: 300 })
    .text(`State: ${sellerState ? stateLabel(sellerState) : heading.seller.stateCode}`, { width: 300 });
  const leftBottom = doc.y;
  const right = MARGIN + 310;
  doc
    .font('bold')
    .fontSize(16)
    .text(heading.title, right, top, { width: CONTENT_WIDTH - 310, align: 'right' });
  if (heading.titleInLanguage) {
    doc.fontSize(11).text(heading.titleInLanguage, { width: CONTENT_WIDTH - 310, align: 'right' });
  }
  doc
    .font('regular')
    .fontSize(9)
    // A label in two languages takes the line: the number has the next one to itself, unbroken.
    .text(
      heading.titleInLanguage
        ? `${heading.numberLabel}:\n${heading.number}`
        : `${heading.numberLabel}: ${heading.number}`,
      { width: CONTENT_WIDTH - 310, align: 'right' },
    )
    .text(`${heading.dateLabel ?? 'Date'}: ${indiaDate(heading.date)}`, {
      width: CONTENT_WIDTH - 310,
      align: 'right',
    });
  for (const line of heading.extra) doc.text(line, { width: CONTENT_WIDTH - 310, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y);
  rule(doc);
}

/** The buyer, where the goods go, and the place of supply that decides the tax. */
function buyerBlock(
  doc: PDFKit.PDFDocument,
  heading: string,
  { buyer, placeOfSupply }: { buyer: DocumentBuyer; placeOfSupply: DocumentPlace },
  orderId: string,
) {
  doc.font('bold').fontSize(10).text(heading, MARGIN);
  doc.font('regular').fontSize(9);
  for (const line of [buyer.name, ...buyer.address]) if (line) doc.text(line);
  doc.text(`State: ${placeOfSupply.label}`);
  if (buyer.pan) doc.text(`PAN: ${buyer.pan}`);
  doc.moveDown(0.3);
  doc.text(`Place of supply: ${placeOfSupply.label}`);
  doc.text(`Order: ${orderReference(orderId)}`);
  doc.text('Tax payable on reverse charge: No');
  rule(doc);
}

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}

const INVOICE_COLUMNS: readonly Column[] = [
  { label: '#', width: 18, align: 'left' },
  { label: 'Description', width: 140, align: 'left' },
  { label: 'HSN', width: 32, align: 'left' },
  { label: 'Qty', width: 24, align: 'right' },
  { label: 'Purity', width: 92, align: 'left' },
  { label: 'Gross wt', width: 50, align: 'right' },
  { label: 'Net wt', width: 50, align: 'right' },
  { label: 'Taxable value', width: CONTENT_WIDTH - 406, align: 'right' },
];

/** A receipt names the pieces paid for, not what they weigh: they may not be made yet. */
const RECEIPT_COLUMNS: readonly Column[] = [
  { label: '#', width: 18, align: 'left' },
  { label: 'Description', width: 210, align: 'left' },
  { label: 'HSN', width: 40, align: 'left' },
  { label: 'Qty', width: 30, align: 'right' },
  { label: 'Purity', width: 110, align: 'left' },
  { label: 'Taxable value', width: CONTENT_WIDTH - 408, align: 'right' },
];

function row(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  cells: readonly string[],
  font: 'regular' | 'bold',
) {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(font).fontSize(8.5).fillColor('black');
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, top, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = bottom;
}

/** One piece's breakup, as the customer was shown it when paying. */
function breakupText(unit: PriceBreakup, unitPricePaise: Paise): string {
  if (unit.kind === 'fixed') {
    return `Fixed price ${rupees(unitPricePaise)} a piece incl. GST; value ${rupees(unit.taxablePaise)} a piece`;
  }
  const making =
    unit.making.kind === 'percent'
      ? ` (${formatBasisPoints(unit.making.basisPoints)} of metal)`
      : ` (${rupees(unit.making.paisePerGram)}/g)`;
  return [
    `Metal ${rupees(unit.metalPaise)} (${formatWeightMg(unit.netWeightMg)} at ${rupees(unit.ratePaisePerGram)}/g)`,
    `Making ${rupees(unit.makingPaise)}${making}`,
    `Stones ${rupees(unit.stonesPaise)}`,
    `Hallmarking ${rupees(unit.hallmarkingPaise)}`,
  ].join(' · ');
}

const weight = (milligrams: number | null) => (milligrams ? formatWeightMg(milligrams) : '');

/** What a coupon took off the document's taxable value: 0 without one. */
const discountOf = (content: DocumentContent) =>
  content.lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0);

/** The value before a coupon's discount and the discount, above the taxable value; none without one. */
function discountRows(figures: TaxFigures, content: DocumentContent): [string, Paise][] {
  const discount = discountOf(content);
  if (discount === 0) return [];
  return [
    [COUPON_TEXTS.documentValueBefore, figures.taxablePaise + discount],
    [COUPON_TEXTS.documentDiscount, -discount],
  ];
}

/** Taxable value, each tax, the round-off and the total under its own name. */
function figureRows(
  figures: TaxFigures,
  intraState: boolean,
  totalLabel: string,
  language?: Language,
): [string, Paise, boolean?][] {
  const taxes: [string, Paise][] = intraState
    ? [
        [`CGST ${GST_RATE_LABELS.cgst}`, figures.cgstPaise],
        [`SGST ${GST_RATE_LABELS.sgst}`, figures.sgstPaise],
      ]
    : [[`IGST ${GST_RATE_LABELS.igst}`, figures.igstPaise]];
  return [
    [labelled('Taxable value', language), figures.taxablePaise],
    ...taxes,
    [labelled('Round off', language), figures.roundOffPaise],
    [totalLabel, figures.totalPaise, true],
  ];
}

function totals(doc: PDFKit.PDFDocument, rows: readonly [string, Paise, boolean?][]) {
  keepRoom(doc, rows.length * 14 + 40);
  const labelX = MARGIN + CONTENT_WIDTH - 260;
  for (const [label, amount, strong] of rows) {
    const top = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 10 : 9);
    doc.text(label, labelX, top, { width: 150 });
    // A label in two languages may take two lines: the next row starts below it.
    const labelBottom = doc.y;
    doc.text(rupees(amount), labelX + 150, top, { width: 110, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, labelBottom);
  }
}

function closing(doc: PDFKit.PDFDocument, totalPaise: Paise, seller: DocumentSeller, note?: string) {
  doc.moveDown(0.6);
  doc.font('bold').fontSize(9).text('Amount in words: ', MARGIN, doc.y, { continued: true });
  doc.font('regular').text(amountInWords(totalPaise));
  if (note) {
    doc.moveDown(0.6);
    doc.text(note, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
  doc.moveDown(2);
  doc.font('regular').fontSize(9).text(`For ${seller.legalName}`, { align: 'right' });
  doc.moveDown(1.5);
  doc.text('Authorised signatory', { align: 'right' });
  doc.moveDown(1);
  doc.fillColor(MUTED).fontSize(8).text('This document is issued electronically.', { align: 'center' });
}

/** The lines of a receipt voucher or a tax invoice, and the shipping as one more. */
function lineTable(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  content: DocumentContent,
  cells: (line: DocumentContent['lines'][number]) => string[],
  withDetails: boolean,
) {
  row(
    doc,
    columns,
    columns.map((column) => column.label),
    'bold',
  );
  rule(doc);
  content.lines.forEach((line, index) => {
    keepRoom(doc, 60);
    row(doc, columns, [String(index + 1), ...cells(line)], 'regular');
    if (withDetails) {
      doc.fillColor(MUTED).fontSize(7.5).font('regular');
      doc.text(breakupText(line.breakup, line.unitPricePaise), MARGIN + 18, doc.y, {
        width: CONTENT_WIDTH - 18,
      });
      if (line.huid) doc.text(`HUID: ${line.huid}`, MARGIN + 18, doc.y, { width: CONTENT_WIDTH - 18 });
      doc.fillColor('black');
      doc.x = MARGIN;
    }
    if (line.discountPaise) {
      doc.fillColor(MUTED).fontSize(7.5).font('regular');
      doc.text(
        COUPON_TEXTS.documentLineDiscount(
          rupees(line.discountPaise),
          rupees(line.taxablePaise + line.discountPaise),
          rupees(line.taxablePaise),
        ),
        MARGIN + 18,
        doc.y,
        { width: CONTENT_WIDTH - 18 },
      );
      doc.fillColor('black');
      doc.x = MARGIN;
    }
    doc.moveDown(0.4);
  });
  const charges = [
    ...(content.shipping ? [{ name: 'Shipping (part of the supply)', ...content.shipping }] : []),
    ...(content.cashOnDeliveryFee
      ? [{ name: 'Cash on delivery fee (part of the supply)', ...content.cashOnDeliveryFee }]
      : []),
  ];
  charges.forEach((charge, index) => {
    const cells = columns.map(() => '');
    cells[0] = String(content.lines.length + 1 + index);
    cells[1] = charge.name;
    cells[2] = content.lines[0]?.hsn ?? '';
    cells[columns.length - 1] = rupees(charge.taxablePaise);
    row(doc, columns, cells, 'regular');
  });
  rule(doc);
}

export function invoicePdf(invoice: IssuedDocument<DocumentContent>): Promise<Buffer> {
  const { content, figures } = invoice;
  const { language } = content;
  return render((doc) => {
    header(doc, {
      seller: invoice.seller,
      title: 'Tax Invoice',
      titleInLanguage: inLanguage('Tax Invoice', language),
      numberLabel: labelled('Invoice number', language),
      number: invoice.number,
      date: invoice.issuedAt,
      dateLabel: labelled('Date', language),
      extra: [],
    });
    buyerBlock(doc, labelled('Buyer (billed and shipped to)', language), content, invoice.orderId);
    lineTable(
      doc,
      INVOICE_COLUMNS,
      content,
      (line) => [
        line.description,
        line.hsn,
        String(line.quantity),
        line.purity ?? '',
        weight(line.grossWeightMg),
        weight(line.netWeightMg),
        rupees(line.taxablePaise),
      ],
      true,
    );
    totals(doc, [
      ...discountRows(figures, content),
      ...figureRows(figures, content.placeOfSupply.intraState, labelled('Total', language), language),
    ]);
    closing(doc, figures.totalPaise, invoice.seller);
  }, `Tax invoice ${invoice.number}`);
}

export function receiptVoucherPdf(receipt: IssuedDocument<DocumentContent>): Promise<Buffer> {
  const { content, figures } = receipt;
  const { language } = content;
  return render((doc) => {
    header(doc, {
      seller: receipt.seller,
      title: 'Receipt Voucher',
      titleInLanguage: inLanguage('Receipt Voucher', language),
      numberLabel: labelled('Receipt voucher number', language),
      number: receipt.number,
      date: receipt.issuedAt,
      dateLabel: labelled('Date', language),
      extra: [],
    });
    buyerBlock(doc, labelled('Received from (buyer)', language), content, receipt.orderId);
    doc.font('bold').fontSize(10).text(labelled('Payment received in advance for', language), MARGIN);
    doc.moveDown(0.3);
    lineTable(
      doc,
      RECEIPT_COLUMNS,
      content,
      (line) => [
        line.description,
        line.hsn,
        String(line.quantity),
        line.purity ?? '',
        rupees(line.taxablePaise),
      ],
      false,
    );
    totals(doc, [
      ...discountRows(figures, content),
      ...figureRows(
        figures,
        content.placeOfSupply.intraState,
        labelled('Amount received', language),
        language,
      ),
    ]);
    closing(
      doc,
      figures.totalPaise,
      receipt.seller,
      labelled('The tax invoice for these pieces is issued when the order ships.', language),
    );
  }, `Receipt voucher ${receipt.number}`);
}

/** The HSN codes of a document's goods, as a note against it names them. */
const hsnOf = (content: DocumentContent) => [...new Set(content.lines.map((line) => line.hsn))].join(', ');

/** What the refund of a note was for, and why; or that the parcel was not delivered. */
function refundBlock(doc: PDFKit.PDFDocument, note: NoteContent, description: string) {
  doc
    .font('bold')
    .fontSize(10)
    .text(labelled(note.notDelivered ? 'Not delivered' : 'Refund', note.language), MARGIN);
  doc
    .font('regular')
    .fontSize(9)
    .text(`${labelled('Reason', note.language)}: ${note.reason}`);
  doc.text(description, { width: CONTENT_WIDTH });
  rule(doc);
}

const WITHDRAWAL_COLUMNS: readonly Column[] = [
  { label: 'What the note gives back', width: CONTENT_WIDTH - 240, align: 'left' },
  { label: 'Taxable value', width: 80, align: 'right' },
  { label: 'GST', width: 70, align: 'right' },
  { label: 'Amount', width: 90, align: 'right' },
];

const piecesText = (pieces: NoteCouponWithdrawal['returned']['pieces']) =>
  pieces.map((piece) => `${piece.name} × ${piece.quantity}`).join(', ');

/**
 * A return that took the order below its coupon's minimum: the returned pieces as their
 * invoice stated them, less the discount withdrawn from the pieces kept, now valued at their
 * full price; the note's figures below are the difference.
 */
function withdrawalBlock(doc: PDFKit.PDFDocument, withdrawal: NoteCouponWithdrawal, invoiceNumber: string) {
  keepRoom(doc, 120);
  row(
    doc,
    WITHDRAWAL_COLUMNS,
    WITHDRAWAL_COLUMNS.map((column) => column.label),
    'bold',
  );
  rule(doc);
  const { returned, withdrawn } = withdrawal;
  row(
    doc,
    WITHDRAWAL_COLUMNS,
    [
      `${COUPON_TEXTS.noteReturned}: ${piecesText(returned.pieces)}`,
      rupees(returned.taxablePaise),
      rupees(returned.taxPaise),
      rupees(returned.totalPaise),
    ],
    'regular',
  );
  doc.moveDown(0.3);
  const less = (paise: Paise) => `−${rupees(paise)}`;
  row(
    doc,
    WITHDRAWAL_COLUMNS,
    [
      `${COUPON_TEXTS.noteWithdrawn}: ${piecesText(withdrawn.pieces)}`,
      less(withdrawn.taxablePaise),
      less(withdrawn.taxPaise),
      less(withdrawn.totalPaise),
    ],
    'regular',
  );
  rule(doc);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      COUPON_TEXTS.noteWithdrawalExplained(rupees(withdrawal.minOrderPaise), withdrawal.code, invoiceNumber),
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH },
    );
  doc.fillColor('black');
  rule(doc);
}

export function creditNotePdf(
  note: IssuedDocument<NoteContent>,
  invoice: Pick<IssuedDocument<DocumentContent>, 'number' | 'issuedAt' | 'content'>,
): Promise<Buffer> {
  const { language } = note.content;
  const against = againstInLanguage('tax invoice', invoice.number, indiaDate(invoice.issuedAt), language);
  return render((doc) => {
    header(doc, {
      seller: note.seller,
      title: 'Credit Note',
      titleInLanguage: inLanguage('Credit Note', language),
      numberLabel: labelled('Credit note number', language),
      number: note.number,
      date: note.issuedAt,
      dateLabel: labelled('Date', language),
      extra: [
        `Against tax invoice ${invoice.number}`,
        `of ${indiaDate(invoice.issuedAt)}`,
        ...(against ? [against] : []),
      ],
    });
    buyerBlock(doc, labelled('Buyer (billed and shipped to)', language), note.content, note.orderId);
    refundBlock(doc, note.content, `HSN ${hsnOf(invoice.content)}`);
    if (note.content.couponWithdrawal) withdrawalBlock(doc, note.content.couponWithdrawal, invoice.number);
    totals(
      doc,
      figureRows(
        note.figures,
        note.content.placeOfSupply.intraState,
        labelled(note.content.notDelivered ? 'Total credited' : 'Total refunded', language),
        language,
      ),
    );
    closing(doc, note.figures.totalPaise, note.seller);
  }, `Credit note ${note.number}`);
}

export function refundVoucherPdf(
  note: IssuedDocument<NoteContent>,
  receipt: Pick<IssuedDocument<DocumentContent>, 'number' | 'issuedAt' | 'content'>,
): Promise<Buffer> {
  const pieces = receipt.content.lines.map((line) => `${line.quantity} × ${line.description}`).join('; ');
  const { language } = note.content;
  const against = againstInLanguage('receipt voucher', receipt.number, indiaDate(receipt.issuedAt), language);
  return render((doc) => {
    header(doc, {
      seller: note.seller,
      title: 'Refund Voucher',
      titleInLanguage: inLanguage('Refund Voucher', language),
      numberLabel: labelled('Refund voucher number', language),
      number: note.number,
      date: note.issuedAt,
      dateLabel: labelled('Date', language),
      extra: [
        `Against receipt voucher ${receipt.number}`,
        `of ${indiaDate(receipt.issuedAt)}`,
        ...(against ? [against] : []),
      ],
    });
    buyerBlock(doc, labelled('Refunded to (buyer)', language), note.content, note.orderId);
    refundBlock(
      doc,
      note.content,
      `${labelled('Of the payment received in advance for', language)}: ${pieces} (HSN ${hsnOf(receipt.content)})`,
    );
    totals(
      doc,
      figureRows(
        note.figures,
        note.content.placeOfSupply.intraState,
        labelled('Total refunded', language),
        language,
      ),
    );
    closing(doc, note.figures.totalPaise, note.seller);
  }, `Refund voucher ${note.number}`);
}
