import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  DOCUMENT_NUMBER_PATTERN,
  financialYearOf,
  gstinProblem,
  invoiceAmounts,
  isValidGstin,
  matchState,
  noteFigures,
  placeOfSupply,
  splitTax,
  type TaxFigures,
} from './gst.ts';
import { priceFromRate } from './pricing.ts';

describe('a GSTIN', () => {
  it('is valid with its check character', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AABCV1234F1ZV']) {
      expect(gstinProblem(gstin), gstin).toBeUndefined();
    }
  });

  it('is refused when one character is changed', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('27AAPGU0939F1ZV')).toBe(false);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(
      'has the check character W where V is due: a character is mistyped',
    );
  });

  it('is refused in the wrong shape or with no state of its code', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15-character GSTIN/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15-character GSTIN/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('starts with 99, which is no GST state code');
  });
});

describe('the state a shopper typed', () => {
  it('is read whatever the case and the usual spellings', () => {
    for (const typed of [
      'Tamil Nadu',
      'tamil nadu',
      'TAMILNADU',
      'Tamilnadu',
      'TN',
      't.n.',
      ' Tamil-Nadu ',
    ]) {
      expect(matchState(typed)?.code, typed).toBe('33');
    }
    expect(matchState('Orissa')?.name).toBe('Odisha');
    expect(matchState('Pondicherry')?.code).toBe('34');
    expect(matchState('J&K')?.code).toBe('01');
    expect(matchState('Jammu & Kashmir')?.code).toBe('01');
    expect(matchState('New Delhi')?.code).toBe('07');
    expect(matchState('Andhra Pradesh')?.code).toBe('37');
    expect(matchState('Ladakh')?.code).toBe('38');
    expect(matchState('Daman and Diu')?.code).toBe('26');
  });

  it('that is no state is taxed as inter-state and printed as typed', () => {
    expect(matchState('Tamil Nad')).toBeUndefined();
    expect(placeOfSupply(' Tamil Nad ', '33')).toEqual({
      state: undefined,
      label: 'Tamil Nad',
      intraState: false,
    });
  });

  it('in the shop’s state is intra-state, elsewhere inter-state', () => {
    expect(placeOfSupply('tamilnadu', '33')).toMatchObject({ label: 'Tamil Nadu (33)', intraState: true });
    expect(placeOfSupply('Karnataka', '33')).toMatchObject({ label: 'Karnataka (29)', intraState: false });
  });
});

describe('the tax', () => {
  it('is halved into CGST and SGST within the state, all IGST across states', () => {
    expect(splitTax(6_831, true)).toEqual({ cgstPaise: 3_416, sgstPaise: 3_415, igstPaise: 0 });
    expect(splitTax(6_831, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 6_831 });
  });

  it('of an order adds up to what was paid, shipping taxed with the pieces', () => {
    const rate = priceFromRate(
      {
        purity: 'gold-916',
        netWeightMg: 5_250,
        making: { kind: 'percent', basisPoints: 1_200 },
        stonesPaise: 0,
        hallmarkingPaise: 4_500,
      },
      { 'gold-916': 6_500_00 },
    );
    const amounts = invoiceAmounts(
      [
        { unitPricePaise: rate.totalPaise, quantity: 2, priceBreakup: rate },
        { unitPricePaise: 1_030_00, quantity: 1, priceBreakup: null },
      ],
      103_00,
      rate.totalPaise * 2 + 1_030_00 + 103_00,
      true,
    );
    expect(amounts.lines[1]?.taxablePaise).toBe(1_000_00);
    expect(amounts.shipping).toEqual({ taxablePaise: 100_00, taxPaise: 3_00 });
    expect(amounts.taxablePaise + amounts.taxPaise + amounts.roundOffPaise).toBe(amounts.totalPaise);
    expect(amounts.roundOffPaise).toBe(rate.roundOffPaise * 2);
    expect(amounts.split.cgstPaise + amounts.split.sgstPaise).toBe(amounts.taxPaise);
  });
});

describe('the amounts of a refund’s notes', () => {
  /** The invoice: ₹23,563 for ₹22,876.54 of value, its tax and ₹0.17 of round-off. */
  const INVOICE = {
    taxablePaise: 22_876_54,
    cgstPaise: 343_15,
    sgstPaise: 343_14,
    igstPaise: 0,
    roundOffPaise: 17,
    totalPaise: 23_563_00,
  };

  it('repeat the document’s figures for a full refund', () => {
    expect(noteFigures(INVOICE, [], 23_563_00, true)).toEqual(INVOICE);
  });

  it('take the 3 % out of a part refunded', () => {
    expect(noteFigures(INVOICE, [], 1_030_00, true)).toEqual({
      taxablePaise: 1_000_00,
      cgstPaise: 15_00,
      sgstPaise: 15_00,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 1_030_00,
    });
    expect(
      noteFigures({ ...INVOICE, cgstPaise: 0, sgstPaise: 0, igstPaise: 686_29 }, [], 1_030_00, false),
    ).toEqual({
      taxablePaise: 1_000_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 30_00,
      roundOffPaise: 0,
      totalPaise: 1_030_00,
    });
  });

  it('never add up to more than the document in any amount, and the last brings them to it', () => {
    for (const parts of [
      [23_562_99, 1],
      [1_030_00, 20_000_00, 2_533_00],
      [1, 1, 1, 23_562_97],
      [7_854_33, 7_854_33, 7_854_34],
    ]) {
      const notes: TaxFigures[] = [];
      for (const part of parts) notes.push(noteFigures(INVOICE, notes, part, true));
      const sum = (figure: keyof typeof INVOICE) => notes.reduce((total, note) => total + note[figure], 0);
      for (const figure of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const) {
        expect(sum(figure), `${figure} of ${parts.join(' + ')}`).toBe(INVOICE[figure]);
      }
      for (const note of notes) {
        expect(
          note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise + note.roundOffPaise,
        ).toBe(note.totalPaise);
        expect(note.taxablePaise).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('the financial year and the numbers', () => {
  it('turns at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('are at most 16 characters of letters, digits, - and /', () => {
    expect(documentNumber('invoice', '2026-27', 42)).toBe('VT/2026-27/00042');
    expect(documentNumber('receipt_voucher', '2026-27', 42)).toBe('VT/R/26-27/00042');
    expect(documentNumber('credit_note', '2026-27', 7)).toBe('VT/CN/26-27/0007');
    expect(documentNumber('refund_voucher', '2026-27', 7)).toBe('VT/RF/26-27/0007');
    for (const number of [
      documentNumber('invoice', '2026-27', 99_999),
      documentNumber('receipt_voucher', '2026-27', 99_999),
      documentNumber('credit_note', '2026-27', 9_999),
      documentNumber('refund_voucher', '2026-27', 9_999),
    ]) {
      expect(number).toMatch(DOCUMENT_NUMBER_PATTERN);
    }
    expect(() => documentNumber('credit_note', '2026-27', 10_000)).toThrow(RangeError);
    expect(() => documentNumber('receipt_voucher', '2026-27', 100_000)).toThrow(RangeError);
  });
});
