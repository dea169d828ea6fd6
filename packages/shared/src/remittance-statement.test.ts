import { describe, expect, it } from 'vitest';
import { statementColumns } from './remittance-statement.ts';

describe('the columns of a remittance statement', () => {
  it('are found by the headings aggregators give them', () => {
    expect(statementColumns(['Remittance Date', 'AWB Code', 'Order ID', 'COD Amount', 'CRF ID'])).toEqual({
      awb: 1,
      amount: 3,
      reference: 4,
    });
    expect(statementColumns(['awb', 'Remitted Amount (₹)', 'UTR No.'])).toEqual({
      awb: 0,
      amount: 1,
      reference: 2,
    });
  });

  it('take the COD amount before another amount, and never the order’s reference for the remittance’s', () => {
    expect(
      statementColumns(['AWB', 'Freight Amount', 'Order Reference', 'COD Amount', 'Remittance Reference']),
    ).toEqual({ awb: 0, amount: 3, reference: 4 });
  });

  it('lack what the headings do not name', () => {
    expect(statementColumns(['Date', 'Amount'])).toEqual({ awb: undefined, amount: 1, reference: undefined });
    // A word that merely contains the letters is not the AWB.
    expect(statementColumns(['Sawbill'])).toMatchObject({ awb: undefined });
  });
});
