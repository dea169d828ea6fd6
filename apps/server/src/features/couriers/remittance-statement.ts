/**
 * A courier's remittance statement recorded line by line (packages/shared/src/remittance-statement.ts):
 * each AWB found among the shop's parcels is its order's remittance, recorded by the orders
 * feature's own rule (the amount must be the order's total, once an order), so a line refused
 * says that rule's sentence and changes nothing. Lines are recorded one after the other, each
 * in its own transaction: a refused line leaves the others recorded, as a person working down
 * the statement would.
 */
import { eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  RemittanceBodySchema,
  remittancePaymentId,
  type RemittanceBody,
} from '@shop/shared/cash-on-delivery';
import { orderReference } from '@shop/shared/checkout';
import { paiseToRupees, rupeeTextToPaise } from '@shop/shared/money';
import {
  MAX_STATEMENT_LINES,
  STATEMENT_TEXTS,
  statementColumns,
  statementReference,
  type RemittanceStatementAnswer,
  type StatementLine,
} from '@shop/shared/remittance-statement';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { courierShipments } from './tables.ts';

/** The orders feature's remittance of one delivered order paid on delivery, wired by app.ts. */
export type RecordRemittance = (remittance: {
  orderId: string;
  staffId: string;
  body: RemittanceBody;
}) => Promise<void>;

export async function recordRemittanceStatement(
  db: Database,
  recordRemittance: RecordRemittance,
  statement: { csv: string; staffId: string },
): Promise<RemittanceStatementAnswer> {
  const parsed = Papa.parse<string[]>(statement.csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headings, ...rows] = parsed.data;
  if (!headings || !Array.isArray(headings)) throw new HttpError(400, STATEMENT_TEXTS.unreadable);
  if (rows.length > MAX_STATEMENT_LINES) throw new HttpError(400, STATEMENT_TEXTS.tooManyLines);
  const { awb: awbColumn, amount: amountColumn, reference: referenceColumn } = statementColumns(headings);
  if (awbColumn === undefined || amountColumn === undefined || referenceColumn === undefined) {
    throw new HttpError(
      400,
      STATEMENT_TEXTS.missingColumns(headings.map((text) => text.trim()).slice(0, 12)),
    );
  }

  const awbs = [...new Set(rows.map((row) => row[awbColumn]?.trim() ?? '').filter(Boolean))];
  const parcels = awbs.length
    ? await db
        .select({ awb: courierShipments.awb, orderId: courierShipments.orderId, paymentId: orders.paymentId })
        .from(courierShipments)
        .innerJoin(orders, eq(orders.id, courierShipments.orderId))
        .where(inArray(courierShipments.awb, awbs))
    : [];
  const byAwb = new Map(parcels.map((parcel) => [parcel.awb, parcel]));

  const lines: StatementLine[] = [];
  for (const [index, row] of rows.entries()) {
    const awb = row[awbColumn]?.trim() ?? '';
    const amountPaise = rupeeTextToPaise(row[amountColumn]?.trim() ?? '') ?? null;
    const line = { line: index + 2, awb, amountPaise };
    const refused = (message: string, order: StatementLine['order'] = null): StatementLine => ({
      ...line,
      outcome: 'refused',
      order,
      message,
    });
    const parcel = awb ? byAwb.get(awb) : undefined;
    if (!awb) {
      lines.push(refused(STATEMENT_TEXTS.noAwb));
      continue;
    }
    if (!parcel) {
      lines.push(refused(STATEMENT_TEXTS.unknownAwb));
      continue;
    }
    const order = { id: parcel.orderId, reference: orderReference(parcel.orderId) };
    const remittance = row[referenceColumn]?.trim() ?? '';
    if (!remittance) {
      lines.push(refused(STATEMENT_TEXTS.noReference, order));
      continue;
    }
    const reference = RemittanceBodySchema.shape.reference.safeParse(statementReference(remittance, awb));
    if (!reference.success) {
      lines.push(refused(reference.error.issues[0]?.message ?? STATEMENT_TEXTS.unreadable, order));
      continue;
    }
    if (parcel.paymentId === remittancePaymentId(reference.data)) {
      lines.push({ ...line, outcome: 'recorded_before', order, message: STATEMENT_TEXTS.lineRecordedBefore });
      continue;
    }
    if (amountPaise === null) {
      lines.push(refused(STATEMENT_TEXTS.badAmount, order));
      continue;
    }
    try {
      await recordRemittance({
        orderId: parcel.orderId,
        staffId: statement.staffId,
        body: { reference: reference.data, amount: paiseToRupees(amountPaise) },
      });
      lines.push({ ...line, outcome: 'recorded', order, message: STATEMENT_TEXTS.lineRecorded });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      lines.push(refused(error.message, order));
    }
  }
  return {
    success: true,
    recorded: lines.filter((line) => line.outcome === 'recorded').length,
    lines,
  };
}
