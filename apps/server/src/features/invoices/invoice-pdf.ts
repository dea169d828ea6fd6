/**
 * The tax invoice (CGST Rule 46) and the credit note (Rule 53) as PDF, drawn with pdfkit in
 * DejaVu Sans, a TrueType font embedded in the file that has the rupee sign (₹), so every
 * reader shows the amounts as printed (docs/decisions/0020-gst-invoices.md).
 */
import { createRequire } from 'node:module';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import PDFDocument from 'pdfkit';
import { ToWords } from 'to-words';
import { orderReference } from '@shop/shared/checkout';
import { SHOP_TIME_ZONE } from '@shop/shared/delivery';
import {
  creditNoteAmounts,
  GST_RATE_LABELS,
  invoiceAmounts,
  placeOfSupply,
  stateByCode,
  stateLabel,
  type DocumentSeller,
  type PlaceOfSupply,
  type TaxSplit,
} from '@shop/shared/gst';
import { formatPaiseWithPaise, type Paise } from '@shop/shared/money';
import {
  formatBasisPoints,
  formatWeightMg,
  HSN_JEWELLERY,
  PURITY_LABELS,
  type PriceBreakup,
} from '@shop/shared/pricing';
import type { CreditedRefund, InvoicedOrder, InvoiceLine } from './repository.ts';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#555555';
const RULE = '#bbbbbb';

const rupees = formatPaiseWithPaise;
const toWords = new ToWords({ localeCode: 'en-IN' });

/** 'Rupees Two Lakh Thirty Four Thousand Five Hundred Sixty Seven Only', in Indian numbering. */
export function amountInWords(paise: Paise): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeePart = `Rupees ${whole === 0 ? 'Zero' : toWords.convert(whole)}`;
  return `${rupeePart}${fraction > 0 ? ` and ${toWords.convert(fraction)} Paise` : ''} Only`;
}

/** '1 Apr 2026', the day in India. */
function indiaDate(moment: Date): string {
  return format(moment, 'd MMM yyyy', { in: tz(SHOP_TIME_ZONE) });
}

function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return finished;
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
  title: 'Tax Invoice' | 'Credit Note';
  numberLabel: string;
  number: string;
  date: Date;
  extra: string[];
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
  doc
    .font('regular')
    .fontSize(9)
    .text(`${heading.numberLabel}: ${heading.number}`, { width: CONTENT_WIDTH - 310, align: 'right' })
    .text(`Date: ${indiaDate(heading.date)}`, { width: CONTENT_WIDTH - 310, align: 'right' });
  for (const line of heading.extra) doc.text(line, { width: CONTENT_WIDTH - 310, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(leftBottom, doc.y);
  rule(doc);
}

/** The buyer, where the goods go, and the place of supply that decides the tax. */
function buyer(doc: PDFKit.PDFDocument, order: InvoicedOrder['order'], place: PlaceOfSupply) {
  const customer = order.customer;
  const cityLine = [customer.city, customer.zipCode].filter(Boolean).join(' ');
  doc.font('bold').fontSize(10).text('Buyer (billed and shipped to)', MARGIN);
  doc.font('regular').fontSize(9);
  for (const line of [customer.name, customer.address, cityLine]) if (line) doc.text(line);
  doc.text(`State: ${place.label}`);
  if (order.buyerPan) doc.text(`PAN: ${order.buyerPan}`);
  doc.moveDown(0.3);
  doc.text(`Place of supply: ${place.label}`);
  doc.text(`Order: ${orderReference(order.id)}`);
  doc.text('Tax payable on reverse charge: No');
  rule(doc);
}

const COLUMNS = [
  { label: '#', width: 18, align: 'left' },
  { label: 'Description', width: 170, align: 'left' },
  { label: 'HSN', width: 34, align: 'left' },
  { label: 'Qty', width: 26, align: 'right' },
  { label: 'Purity', width: 92, align: 'left' },
  { label: 'Net wt', width: 60, align: 'right' },
  { label: 'Taxable value', width: CONTENT_WIDTH - 400, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: readonly string[], font: 'regular' | 'bold') {
  const top = doc.y;
  let x = MARGIN;
  let bottom = top;
  doc.font(font).fontSize(8.5).fillColor('black');
  COLUMNS.forEach((column, index) => {
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

function purityOf(line: InvoiceLine, unit: PriceBreakup): string {
  const purity = unit.kind === 'rate' ? unit.purity : line.productPurity;
  return purity ? PURITY_LABELS[purity] : '';
}

function weightOf(line: InvoiceLine, unit: PriceBreakup): string {
  const weight = unit.kind === 'rate' ? unit.netWeightMg : line.productNetWeightMg;
  return weight ? formatWeightMg(weight) : '';
}

function taxRows(split: TaxSplit, intraState: boolean): [string, Paise][] {
  return intraState
    ? [
        [`CGST ${GST_RATE_LABELS.cgst}`, split.cgstPaise],
        [`SGST ${GST_RATE_LABELS.sgst}`, split.sgstPaise],
      ]
    : [[`IGST ${GST_RATE_LABELS.igst}`, split.igstPaise]];
}

function totals(doc: PDFKit.PDFDocument, rows: readonly [string, Paise, boolean?][]) {
  keepRoom(doc, rows.length * 14 + 40);
  const labelX = MARGIN + CONTENT_WIDTH - 260;
  for (const [label, amount, strong] of rows) {
    const top = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 10 : 9);
    doc.text(label, labelX, top, { width: 150 });
    doc.text(rupees(amount), labelX + 150, top, { width: 110, align: 'right' });
    doc.x = MARGIN;
  }
}

function closing(doc: PDFKit.PDFDocument, words: string, seller: DocumentSeller) {
  doc.moveDown(0.6);
  doc.font('bold').fontSize(9).text('Amount in words: ', MARGIN, doc.y, { continued: true });
  doc.font('regular').text(words);
  doc.moveDown(2);
  doc.font('regular').fontSize(9).text(`For ${seller.legalName}`, { align: 'right' });
  doc.moveDown(1.5);
  doc.text('Authorised signatory', { align: 'right' });
  doc.moveDown(1);
  doc.fillColor(MUTED).fontSize(8).text('This document is issued electronically.', { align: 'center' });
}

export interface InvoiceDocumentInput extends InvoicedOrder {
  /** The seller as configured now: for invoices numbered before the seller was kept with them. */
  seller: DocumentSeller;
}

export function invoicePdf({
  invoice,
  order,
  lines,
  seller: configured,
}: InvoiceDocumentInput): Promise<Buffer> {
  const seller = invoice.seller ?? configured;
  const place = placeOfSupply(order.customer.state, seller.stateCode);
  const amounts = invoiceAmounts(lines, order.shippingPaise, order.totalPaise, place.intraState);
  return render((doc) => {
    header(doc, {
      seller,
      title: 'Tax Invoice',
      numberLabel: 'Invoice number',
      number: invoice.number,
      date: invoice.issuedAt,
      extra: [],
    });
    buyer(doc, order, place);
    row(
      doc,
      COLUMNS.map((column) => column.label),
      'bold',
    );
    rule(doc);
    lines.forEach((line, index) => {
      const lineAmounts = amounts.lines[index];
      if (!lineAmounts) return;
      const { unit } = lineAmounts;
      keepRoom(doc, 60);
      const details = [line.variant, line.size && `Size ${line.size}`].filter(Boolean).join(', ');
      row(
        doc,
        [
          String(index + 1),
          details ? `${line.name} (${details})` : line.name,
          HSN_JEWELLERY,
          String(line.quantity),
          purityOf(line, unit),
          weightOf(line, unit),
          rupees(lineAmounts.taxablePaise),
        ],
        'regular',
      );
      doc.fillColor(MUTED).fontSize(7.5).font('regular');
      doc.text(breakupText(unit, line.unitPricePaise), MARGIN + 18, doc.y, { width: CONTENT_WIDTH - 18 });
      if (line.huid) doc.text(`HUID: ${line.huid}`, MARGIN + 18, doc.y, { width: CONTENT_WIDTH - 18 });
      doc.fillColor('black');
      doc.x = MARGIN;
      doc.moveDown(0.4);
    });
    if (amounts.shipping) {
      row(
        doc,
        [
          String(lines.length + 1),
          'Shipping (part of the supply)',
          HSN_JEWELLERY,
          '',
          '',
          '',
          rupees(amounts.shipping.taxablePaise),
        ],
        'regular',
      );
    }
    rule(doc);
    totals(doc, [
      ['Taxable value', amounts.taxablePaise],
      ...taxRows(amounts.split, place.intraState),
      ['Round off', amounts.roundOffPaise],
      ['Total', amounts.totalPaise, true],
    ]);
    closing(doc, amountInWords(amounts.totalPaise), seller);
  }, `Tax invoice ${invoice.number}`);
}

export interface CreditNoteDocumentInput extends CreditedRefund {
  invoice: InvoicedOrder['invoice'];
  order: InvoicedOrder['order'];
}

export function creditNotePdf({
  creditNote,
  refund,
  invoice,
  order,
}: CreditNoteDocumentInput): Promise<Buffer> {
  const seller = creditNote.seller;
  const place = placeOfSupply(order.customer.state, seller.stateCode);
  const amounts = creditNoteAmounts(refund.amountPaise, place.intraState);
  return render((doc) => {
    header(doc, {
      seller,
      title: 'Credit Note',
      numberLabel: 'Credit note number',
      number: creditNote.number,
      date: creditNote.issuedAt,
      extra: [`Against tax invoice ${invoice.number}`, `of ${indiaDate(invoice.issuedAt)}`],
    });
    buyer(doc, order, place);
    doc.font('bold').fontSize(10).text('Refund');
    doc.font('regular').fontSize(9).text(`Reason: ${refund.reason}`);
    doc.text(`HSN ${HSN_JEWELLERY}`);
    rule(doc);
    totals(doc, [
      ['Taxable value', amounts.taxablePaise],
      ...taxRows(amounts.split, place.intraState),
      ['Total refunded', amounts.totalPaise, true],
    ]);
    closing(doc, amountInWords(amounts.totalPaise), seller);
  }, `Credit note ${creditNote.number}`);
}
