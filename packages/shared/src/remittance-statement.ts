/**
 * A courier's remittance statement: the CSV an aggregator such as Shiprocket gives with each
 * transfer of the cash it collected, one line a parcel (its AWB, the amount, the remittance's
 * reference). Staff upload it on Today; each line is matched by its AWB to a delivered order
 * paid on delivery and recorded as that order's remittance (cash-on-delivery.ts), so the cash
 * is reconciled without typing it order by order. A statement recorded twice records nothing
 * twice: a line already recorded says so.
 */
import { z } from 'zod';
import { plainText } from './text.ts';

/** A statement of a few weeks of a small shop's parcels is some hundreds of lines. */
export const MAX_STATEMENT_LINES = 2_000;
export const MAX_STATEMENT_CHARACTERS = 500_000;

export const RemittanceStatementBodySchema = z.object({
  /** The statement's text, as the courier's CSV file holds it. */
  csv: plainText('The remittance statement', {
    lines: true,
    error: 'Choose the courier’s remittance statement, a CSV file.',
  })
    .min(1, 'Choose the courier’s remittance statement, a CSV file.')
    .max(MAX_STATEMENT_CHARACTERS, 'A remittance statement is at most 500 KB: upload it in parts.'),
});
export type RemittanceStatementBody = z.infer<typeof RemittanceStatementBodySchema>;

export const STATEMENT_OUTCOMES = ['recorded', 'recorded_before', 'refused'] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

export const StatementLineSchema = z.strictObject({
  /** The line's number in the file, its first line (the headings) being 1. */
  line: z.number().int(),
  awb: z.string(),
  amountPaise: z.number().int().nullable(),
  outcome: z.enum(STATEMENT_OUTCOMES),
  /** The order the AWB is of, when the shop has it. */
  order: z.strictObject({ id: z.string(), reference: z.string() }).nullable(),
  /** What became of the line, as staff read it. */
  message: z.string(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

/** `POST /api/admin/couriers/remittance-statements` answers each line's outcome. */
export const RemittanceStatementAnswerSchema = z.strictObject({
  success: z.literal(true),
  recorded: z.number().int(),
  lines: z.array(StatementLineSchema),
});
export type RemittanceStatementAnswer = z.infer<typeof RemittanceStatementAnswerSchema>;

/** Where the statement's three columns are, by its headings; undefined for one it lacks. */
export interface StatementColumns {
  awb: number;
  amount: number;
  reference: number;
}

const heading = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/**
 * The columns by their headings, as aggregators name them: 'AWB' or 'AWB Code'; 'COD Amount',
 * 'Remitted Amount' or 'Amount'; 'UTR', 'CRF ID' or 'Remittance Reference'.
 */
export function statementColumns(headings: readonly string[]): Partial<StatementColumns> {
  const names = headings.map(heading);
  const find = (...tests: ((name: string) => boolean)[]) => {
    for (const test of tests) {
      const index = names.findIndex(test);
      if (index >= 0) return index;
    }
    return undefined;
  };
  const words = (name: string) => name.split(' ');
  return {
    awb: find((name) => words(name).includes('awb')),
    amount: find(
      (name) => name.includes('cod') && name.includes('amount'),
      (name) => name.includes('remit') && name.includes('amount'),
      (name) => name === 'amount',
    ),
    reference: find(
      (name) => words(name).includes('utr'),
      (name) => words(name).includes('crf'),
      (name) => name.includes('reference') && !name.includes('order'),
    ),
  };
}

export const STATEMENT_TEXTS = {
  heading: 'Record a remittance statement',
  explain:
    'Upload the courier’s remittance statement (CSV): each line is matched by its AWB to a delivered order paid on delivery and recorded as its cash received.',
  file: 'Remittance statement (CSV)',
  submit: 'Record the statement',
  missingColumns: (found: readonly string[]) =>
    `The statement needs a column for the AWB, one for the amount and one for the remittance’s reference (UTR or CRF ID); its first line has: ${found.join(', ') || 'nothing'}.`,
  tooManyLines: `A statement is at most ${MAX_STATEMENT_LINES.toLocaleString('en-IN')} lines: upload it in parts.`,
  unreadable: 'This file cannot be read as a CSV statement.',
  recorded: (count: number) =>
    count === 1 ? 'Recorded 1 remittance.' : `Recorded ${count.toLocaleString('en-IN')} remittances.`,
  lineRecorded: 'Recorded as its cash received.',
  lineRecordedBefore: 'Recorded before, from this statement.',
  noAwb: 'This line has no AWB.',
  noReference: 'This line has no reference of the remittance (UTR or CRF ID).',
  unknownAwb: 'No parcel of this shop has this AWB.',
  badAmount: 'The amount is not a sum of rupees.',
} as const;

/** The reference a statement's line is recorded with: the remittance's, and the parcel's AWB, one order each. */
export const statementReference = (remittance: string, awb: string) => `${remittance}/${awb}`;
