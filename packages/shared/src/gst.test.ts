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
  taxesOn,
  withdrawalNoteFigures,
  type TaxFigures,
} from './gst.ts';
import { linePaidPaise } from './coupons.ts';
import { fixedPriceBreakup, priceFromRate } from './pricing.ts';

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
  it('is CGST and SGST of 1.5 % each on the value within the state, IGST of 3 % across states', () => {
    // 1.5 % of ₹2,277.00 is ₹34.155: half a paisa goes up, on each alike.
    expect(taxesOn(2_277_00, true)).toEqual({ cgstPaise: 34_16, sgstPaise: 34_16, igstPaise: 0 });
    expect(taxesOn(2_277_00, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 68_31 });
    // 1.5 % of ₹582.53 is ₹8.73795 and 3 % ₹17.4759.
    expect(taxesOn(582_53, true)).toEqual({ cgstPaise: 8_74, sgstPaise: 8_74, igstPaise: 0 });
    expect(taxesOn(582_53, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 17_48 });
    expect(taxesOn(0, true)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
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

describe('each tax on the taxable value', () => {
  /** The receipt: a ₹500 piece at a fixed price and the ₹100 delivery, ₹600 paid. */
  const receipt = (intraState: boolean) =>
    invoiceAmounts([{ unitPricePaise: 500_00, quantity: 1, priceBreakup: null }], 100_00, 600_00, intraState);

  it('gives CGST and SGST of 1.5 % each on the same value, and the paisa over the price to the round-off', () => {
    // ₹485.44 + ₹97.09 = ₹582.53; 1.5 % of it is ₹8.73795, ₹8.74 each; ₹582.53 + ₹17.48 is ₹600.01.
    const amounts = receipt(true);
    expect(amounts.taxablePaise).toBe(582_53);
    expect(amounts.split).toEqual({ cgstPaise: 8_74, sgstPaise: 8_74, igstPaise: 0 });
    expect(amounts.roundOffPaise).toBe(-1);
    expect(amounts.totalPaise).toBe(600_00);
  });

  it('gives IGST of 3 % on the value for another state', () => {
    // 3 % of ₹582.53 is ₹17.4759: ₹17.48, and the round-off takes the paisa back.
    const amounts = receipt(false);
    expect(amounts.split).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 17_48 });
    expect(amounts.roundOffPaise).toBe(-1);
  });

  it('keeps the lines’ taxes adding up to the document’s, to the paisa', () => {
    for (const intraState of [true, false]) {
      const amounts = receipt(intraState);
      const lines =
        amounts.lines.reduce((sum, line) => sum + line.taxPaise, 0) + (amounts.shipping?.taxPaise ?? 0);
      expect(lines).toBe(amounts.split.cgstPaise + amounts.split.sgstPaise + amounts.split.igstPaise);
      expect(amounts.taxPaise).toBe(lines);
    }
  });

  it('states CGST equal to SGST on any order, each line’s halves equal, and the lines adding up', () => {
    for (const prices of [
      [86_00],
      [40_00, 63_00],
      [2_499_00, 28_500_00, 899_00],
      [1_450_00, 1_450_00, 17_67],
    ]) {
      for (const coupon of [0, 1]) {
        const lines = prices.map((price, index) => ({
          unitPricePaise: price,
          quantity: index + 1,
          priceBreakup: null,
          couponDiscountPaise: coupon * Math.floor(price / 10),
        }));
        const paid = lines.reduce(
          (sum, line) =>
            sum + linePaidPaise({ ...line, priceBreakup: fixedPriceBreakup(line.unitPricePaise) }),
          100_00,
        );
        const amounts = invoiceAmounts(lines, 100_00, paid, true);
        expect(amounts.split.cgstPaise, prices.join(' + ')).toBe(amounts.split.sgstPaise);
        expect(amounts.split.cgstPaise).toBe(taxesOn(amounts.taxablePaise, true).cgstPaise);
        const shares = [...amounts.lines, amounts.shipping!].map((line) => line.taxPaise);
        expect(shares.every((share) => share % 2 === 0)).toBe(true);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amounts.taxPaise);
        // Each line's share is within a paisa and a half of each half on its own value.
        for (const line of [...amounts.lines, amounts.shipping!]) {
          expect(Math.abs(line.taxPaise / 2 - (line.taxablePaise * 150) / 10_000)).toBeLessThan(1.5);
        }
        expect(amounts.taxablePaise + amounts.taxPaise + amounts.roundOffPaise).toBe(paid);
        expect(Math.abs(amounts.roundOffPaise)).toBeLessThanOrEqual(shares.length);
      }
    }
  });

  it('keeps CGST equal to SGST on every note of a document until the last gives back what is left', () => {
    const invoice = taxFigures(receipt(true));
    for (const parts of [
      [100_00, 500_00],
      [1, 1, 599_98],
      [299_99, 300_01],
    ]) {
      const notes: TaxFigures[] = [];
      for (const part of parts) notes.push(noteFigures(invoice, notes, part, true));
      for (const note of notes) expect(note.cgstPaise, parts.join(' + ')).toBe(note.sgstPaise);
      for (const figure of [
        'taxablePaise',
        'cgstPaise',
        'sgstPaise',
        'roundOffPaise',
        'totalPaise',
      ] as const) {
        expect(notes.reduce((sum, note) => sum + note[figure], 0)).toBe(invoice[figure]);
      }
    }
  });

  it('on a note for part of the ₹600, and on the note of a return below a coupon’s minimum', () => {
    const invoice = taxFigures(receipt(true));
    // ₹100 back: ₹97.09 before GST, ₹1.456 of CGST and of SGST, so ₹1.46 each and ₹0.01 back off.
    expect(noteFigures(invoice, [], 100_00, true)).toEqual({
      taxablePaise: 97_09,
      cgstPaise: 1_46,
      sgstPaise: 1_46,
      igstPaise: 0,
      roundOffPaise: -1,
      totalPaise: 100_00,
    });
    // The returned pieces less the withdrawn discount: ₹9.71 of value, whose 1.5 % is ₹0.15.
    expect(
      withdrawalNoteFigures(
        invoice,
        [],
        10_00,
        {
          returned: { pieces: [], taxablePaise: 100_00, taxPaise: 3_00, totalPaise: 103_00 },
          withdrawn: { pieces: [], taxablePaise: 90_29, taxPaise: 2_71, totalPaise: 93_00 },
        },
        true,
      ),
    ).toEqual({
      taxablePaise: 9_71,
      cgstPaise: 15,
      sgstPaise: 15,
      igstPaise: 0,
      roundOffPaise: -1,
      totalPaise: 10_00,
    });
  });
});

/** An order's amounts as its document states them. */
const taxFigures = (amounts: ReturnType<typeof invoiceAmounts>): TaxFigures => ({
  taxablePaise: amounts.taxablePaise,
  ...amounts.split,
  roundOffPaise: amounts.roundOffPaise,
  totalPaise: amounts.totalPaise,
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
