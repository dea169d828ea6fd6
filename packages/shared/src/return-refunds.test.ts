import { describe, expect, it } from 'vitest';
import { linePaidPaise, priceWithCoupon } from './coupons.ts';
import { fixedPriceBreakup } from './pricing.ts';
import {
  returnRefunds,
  returnsInTurn,
  type ReturnInTurn,
  type ReturnOrderLine,
  type ReturnRefund,
} from './return-refunds.ts';

/** Pieces at fixed prices, priced with a 20 % coupon as checkout prices them. */
function pricedLines(pieces: readonly { name: string; pricePaise: number; quantity?: number }[]) {
  const inputs = pieces.map((piece) => {
    const { taxablePaise, gstPaise } = fixedPriceBreakup(piece.pricePaise);
    return { unit: { taxablePaise, gstPaise, totalPaise: piece.pricePaise }, quantity: piece.quantity ?? 1 };
  });
  const { lines } = priceWithCoupon(inputs, { kind: 'percent', value: 20 });
  return pieces.map((piece, position): ReturnOrderLine => ({
    position,
    name: piece.name,
    unitPricePaise: piece.pricePaise,
    quantity: piece.quantity ?? 1,
    priceBreakup: fixedPriceBreakup(piece.pricePaise),
    couponDiscountPaise: lines[position]?.discountPaise ?? 0,
  }));
}

const SAVE20 = { code: 'SAVE20', minOrderPaise: 1_899_00 };
let moment = 0;
function aReturn(lines: ReturnInTurn['lines'], overrides: Partial<ReturnInTurn> = {}): ReturnInTurn {
  moment += 1;
  return {
    id: `r${moment}`,
    status: 'requested',
    requestedAt: new Date(2026, 10, 1, 10, moment),
    refundedAt: null,
    lines,
    refund: null,
    ...overrides,
  };
}
const refunded = (ret: ReturnInTurn, refund: ReturnRefund | undefined, at: number): ReturnInTurn => ({
  ...ret,
  status: 'refunded',
  refundedAt: new Date(2026, 10, 2, 10, at),
  refund: refund ?? null,
});
const sum = (refunds: Map<string, ReturnRefund>) =>
  [...refunds.values()].reduce((total, refund) => total + refund.refundPaise, 0);

describe('what a return refunds', () => {
  const lines = pricedLines([
    { name: 'Kolam Silver Anklet', pricePaise: 1_500_00 },
    { name: 'Plain Silver Band', pricePaise: 400_00 },
  ]);

  it('takes back the kept piece’s discount when the order falls below the minimum: ₹20, not ₹320', () => {
    const band = aReturn([{ position: 1, quantity: 1 }]);
    expect(returnRefunds(lines, SAVE20, [band]).get(band.id)).toEqual({
      returned: {
        taxablePaise: 310_68,
        taxPaise: 9_32,
        totalPaise: 320_00,
        pieces: [{ name: 'Plain Silver Band', quantity: 1 }],
      },
      withdrawal: {
        code: 'SAVE20',
        minOrderPaise: 1_899_00,
        discountPaise: 300_00,
        kept: [{ name: 'Kolam Silver Anklet', quantity: 1 }],
        tax: { taxablePaise: 291_26, taxPaise: 8_74 },
      },
      refundPaise: 20_00,
    });
  });

  it('refunds what the pieces cost as paid without a coupon, or with no minimum, or above it', () => {
    const band = aReturn([{ position: 1, quantity: 1 }]);
    expect(returnRefunds(lines, null, [band]).get(band.id)).toMatchObject({
      withdrawal: null,
      refundPaise: 320_00,
    });
    expect(returnRefunds(lines, { code: 'SAVE20', minOrderPaise: 0 }, [band]).get(band.id)?.refundPaise).toBe(
      320_00,
    );
    expect(
      returnRefunds(lines, { code: 'SAVE20', minOrderPaise: 1_500_00 }, [band]).get(band.id)?.refundPaise,
    ).toBe(320_00);
  });

  it('refunds everything paid for the pieces when all of them come back, however they are split', () => {
    const band = aReturn([{ position: 1, quantity: 1 }]);
    const anklet = aReturn([{ position: 0, quantity: 1 }]);
    const first = returnRefunds(lines, SAVE20, [band]);
    const both = returnRefunds(lines, SAVE20, [refunded(band, first.get(band.id), 1), anklet]);
    // ₹20 first, then the anklet's full ₹1,500: its discount was taken back with the band.
    expect(both.get(anklet.id)).toMatchObject({ withdrawal: null, refundPaise: 1_500_00 });
    expect(sum(both)).toBe(1_520_00);
  });

  it('never refunds less than nothing, and gives back all that is left with the last pieces', () => {
    const chainLines = pricedLines([
      { name: 'Rope Silver Chain', pricePaise: 1_700_00 },
      { name: 'Plain Silver Band', pricePaise: 400_00 },
    ]);
    const band = aReturn([{ position: 1, quantity: 1 }]);
    const first = returnRefunds(chainLines, SAVE20, [band]).get(band.id);
    expect(first).toMatchObject({ refundPaise: 0, withdrawal: { discountPaise: 339_99 } });
    expect(first?.withdrawal?.tax).toBeNull();
    const chain = aReturn([{ position: 0, quantity: 1 }]);
    const both = returnRefunds(chainLines, SAVE20, [refunded(band, first, 1), chain]);
    expect(both.get(chain.id)?.refundPaise).toBe(1_680_01);
    expect(sum(both)).toBe(1_680_01);
  });

  it('adds up the same whichever of two returns is refunded first', () => {
    const three = pricedLines([
      { name: 'Kolam Silver Anklet', pricePaise: 1_500_00 },
      { name: 'Plain Silver Band', pricePaise: 400_00 },
      { name: 'Silver Toe Rings', pricePaise: 300_00 },
    ]);
    const paid = three.reduce((total, line) => total + linePaidPaise(line), 0);
    const toeRings = aReturn([{ position: 2, quantity: 1 }]);
    const band = aReturn([{ position: 1, quantity: 1 }]);
    // Asked for in this order, the toe rings keep the order at ₹1,900 and the band takes it below.
    const asked = returnRefunds(three, SAVE20, returnsInTurn([band, toeRings]));
    expect(asked.get(toeRings.id)?.withdrawal).toBeNull();
    expect(asked.get(band.id)?.withdrawal?.discountPaise).toBe(300_00);

    for (const [firstDone, second] of [
      [band, toeRings],
      [toeRings, band],
    ] as const) {
      const one = returnRefunds(three, SAVE20, returnsInTurn([firstDone, second])).get(firstDone.id);
      const done = returnRefunds(three, SAVE20, returnsInTurn([refunded(firstDone, one, 1), second]));
      // Whatever the order, the anklet kept costs its full ₹1,500.
      expect(sum(done)).toBe(paid - 1_500_00);
    }
  });

  it('counts a part of a line in proportion, and the discount of the pieces of it kept', () => {
    const pairs = pricedLines([{ name: 'Silver Kada', pricePaise: 1_000_00, quantity: 2 }]);
    const one = aReturn([{ position: 0, quantity: 1 }]);
    const refund = returnRefunds(pairs, SAVE20, [one]).get(one.id);
    // Two kadas at ₹800 each after the discount; keeping one (₹1,000) takes back its ₹200.
    expect(refund).toMatchObject({
      returned: { totalPaise: 800_00 },
      withdrawal: { discountPaise: 200_00, kept: [{ name: 'Silver Kada', quantity: 1 }] },
      refundPaise: 600_00,
    });
  });
});
