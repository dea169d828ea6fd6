/**
 * The accountant's month: every tax invoice and credit note issued in a calendar month in
 * India's time as one CSV, and the figures GSTR-1 asks of a seller to consumers, added up from
 * the documents as they were issued. Credit notes reduce the month's supplies where they are
 * issued, as GSTR-1 nets them out of B2C supplies and the HSN summary.
 */
import { TZDate } from '@date-fns/tz';
import Papa from 'papaparse';
import { SHOP_TIME_ZONE } from '@shop/shared/delivery';
import type { DocumentContent, DocumentKind, TaxFigures } from '@shop/shared/gst';
import { DOCUMENT_KINDS, DOCUMENT_NAMES } from '@shop/shared/gst';
import { MONTH_CSV_COLUMNS, type GstMonthAnswer } from '@shop/shared/gst-month';
import { GST_BASIS_POINTS, HSN_JEWELLERY } from '@shop/shared/pricing';
import type { MonthDocuments } from './repository.ts';

/** The first moment of a 'YYYY-MM' month in India and the first of the next. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(new TZDate(year, monthNumber - 1, 1, SHOP_TIME_ZONE).getTime()),
    to: new Date(new TZDate(year, monthNumber, 1, SHOP_TIME_ZONE).getTime()),
  };
}

/** '2026-11-05': the day of a moment in India. */
function dayInIndia(moment: Date): string {
  const inIndia = new TZDate(moment.getTime(), SHOP_TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${inIndia.getFullYear()}-${pad(inIndia.getMonth() + 1)}-${pad(inIndia.getDate())}`;
}

/** '1234.56', '-0.05': rupees as a spreadsheet reads them, exact to the paisa. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const TAXES = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;
type Taxes = Pick<TaxFigures, (typeof TAXES)[number]>;
const noTaxes = (): Taxes => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
function add(into: Taxes, figures: Taxes, sign: 1 | -1) {
  for (const figure of TAXES) into[figure] += sign * figures[figure];
}

/** Every tax invoice and credit note of the month, oldest first, with the columns of MONTH_CSV_COLUMNS. */
export function monthCsv({ invoices, creditNotes }: MonthDocuments): string {
  const rows = [
    ...invoices.map((document) => ({ kind: 'invoice' as const, document })),
    ...creditNotes.map((document) => ({ kind: 'credit_note' as const, document })),
  ]
    .sort(
      (a, b) =>
        a.document.issuedAt.getTime() - b.document.issuedAt.getTime() ||
        a.document.number.localeCompare(b.document.number),
    )
    .map(({ kind, document }) => {
      const { figures } = document;
      return [
        DOCUMENT_NAMES[kind],
        document.number,
        dayInIndia(document.issuedAt),
        document.content.placeOfSupply.label,
        rupees(figures.taxablePaise),
        rupees(figures.cgstPaise),
        rupees(figures.sgstPaise),
        rupees(figures.igstPaise),
        rupees(figures.totalPaise),
      ];
    });
  // A state typed by a shopper could open with '=' or '+': escaped so a spreadsheet never runs it.
  const text = Papa.unparse(
    { fields: [...MONTH_CSV_COLUMNS], data: rows },
    { escapeFormulae: true, newline: '\r\n' },
  );
  // Every row ends its line, the heading too when the month has none.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** The month's GSTR-1 figures: B2C supplies by place of supply and rate, the HSN summary, the documents issued. */
export function monthSummary(month: string, documents: MonthDocuments): GstMonthAnswer {
  const ratePercent = GST_BASIS_POINTS / 100;
  const b2cs = new Map<string, GstMonthAnswer['b2cs'][number]>();
  const supplied = (place: { label: string; intraState: boolean }, figures: Taxes, sign: 1 | -1) => {
    const key = `${place.intraState}|${place.label}`;
    const row = b2cs.get(key) ?? {
      placeOfSupply: place.label,
      intraState: place.intraState,
      ratePercent,
      ...noTaxes(),
    };
    add(row, figures, sign);
    b2cs.set(key, row);
  };
  const hsn = new Map<string, GstMonthAnswer['hsn'][number]>();
  const ofHsn = (code: string) => {
    const row = hsn.get(code) ?? { hsn: code, quantity: 0, ...noTaxes() };
    hsn.set(code, row);
    return row;
  };

  for (const invoice of documents.invoices) {
    const content: DocumentContent = invoice.content;
    supplied(content.placeOfSupply, invoice.figures, 1);
    // Shipping is part of the composite supply of the jewellery, so an invoice is all of one HSN.
    const code = content.lines[0]?.hsn ?? HSN_JEWELLERY;
    const row = ofHsn(code);
    row.quantity += content.lines.reduce((sum, line) => sum + line.quantity, 0);
    add(row, invoice.figures, 1);
  }
  for (const note of documents.creditNotes) {
    supplied(note.content.placeOfSupply, note.figures, -1);
    // Every piece the shop sells is jewellery of 7113; a note gives back money, not a count of pieces.
    add(ofHsn(HSN_JEWELLERY), note.figures, -1);
  }

  const numbersOf: Record<DocumentKind, string[]> = {
    invoice: documents.invoices.map((row) => row.number),
    credit_note: documents.creditNotes.map((row) => row.number),
    receipt_voucher: documents.receiptVouchers,
    refund_voucher: documents.refundVouchers,
  };
  const issuedSeries = DOCUMENT_KINDS.flatMap((kind) => {
    // Within a financial year a series' numbers have as many digits each, so they sort as text.
    const numbers = [...numbersOf[kind]].sort();
    const [first] = numbers;
    const last = numbers.at(-1);
    // A number once issued is never cancelled: a refund is answered by a note of its own.
    return first && last
      ? [{ kind, firstNumber: first, lastNumber: last, count: numbers.length, cancelled: 0 }]
      : [];
  });

  return {
    success: true,
    month,
    b2cs: [...b2cs.values()].sort(
      (a, b) => Number(b.intraState) - Number(a.intraState) || a.placeOfSupply.localeCompare(b.placeOfSupply),
    ),
    hsn: [...hsn.values()],
    documents: issuedSeries,
  };
}
