/**
 * Contracts of the accountant's month in the back office: every tax invoice and credit note of
 * a month in India's time, and the figures GSTR-1 asks of a seller to consumers (B2C supplies by
 * place of supply and rate, the HSN summary, the documents issued). Money is in paise.
 */
import { z } from 'zod';
import { DOCUMENT_KINDS } from './gst.ts';

/** A calendar month as 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const GST_MONTH_TEXTS = {
  badMonth: 'The month must be written as YYYY-MM, such as 2026-11',
  title: 'Accounts',
  month: 'Month',
  downloadCsv: 'Download CSV',
  b2cs: 'B2C supplies by place of supply and rate',
  hsn: 'HSN summary',
  documents: 'Documents issued',
  noDocuments: 'No documents were issued this month.',
  /** A month with receipts but no tax invoice or credit note yet: nothing to report as supplies. */
  noSupplies: 'No tax invoices or credit notes this month.',
  loadFailed: 'The month’s figures could not be loaded. Please try again.',
} as const;

export const MonthParamsSchema = z.object({
  month: z.string().regex(MONTH_PATTERN, GST_MONTH_TEXTS.badMonth),
});

/** The columns of the month's CSV, in their order. */
export const MONTH_CSV_COLUMNS = [
  'Document',
  'Number',
  'Date',
  "Buyer's state",
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

/** 'GST-documents-2026-11.csv'. */
export const monthCsvFileName = (month: string): string => `GST-documents-${month}.csv`;

/** Where the back office downloads a month's CSV and reads its figures. */
export const monthCsvPath = (month: string): string => `/api/admin/invoices/months/${month}/documents.csv`;
export const monthSummaryPath = (month: string): string => `/api/admin/invoices/months/${month}`;

const paise = z.number().int();

export const B2csRowSchema = z.strictObject({
  /** 'Tamil Nadu (33)', as the documents state it. */
  placeOfSupply: z.string(),
  intraState: z.boolean(),
  ratePercent: z.number(),
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});

export const HsnRowSchema = z.strictObject({
  hsn: z.string(),
  /** Pieces invoiced in the month. */
  quantity: z.number().int(),
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});

export const DocumentSeriesRowSchema = z.strictObject({
  kind: z.enum(DOCUMENT_KINDS),
  firstNumber: z.string(),
  lastNumber: z.string(),
  count: z.number().int(),
  cancelled: z.number().int(),
});

export const GstMonthAnswerSchema = z.strictObject({
  success: z.literal(true),
  month: z.string(),
  b2cs: z.array(B2csRowSchema),
  hsn: z.array(HsnRowSchema),
  documents: z.array(DocumentSeriesRowSchema),
});
export type GstMonthAnswer = z.infer<typeof GstMonthAnswerSchema>;
