import { describe, expect, it } from 'vitest';
import {
  COUPON_TEXTS,
  couponRefusal,
  gstOn,
  linePaidPaise,
  paidForPieces,
  priceWithCoupon,
  spreadDiscount,
  type CouponTerms,
} from './coupons.ts';
import { fixedPriceBreakup } from './pricing.ts';

const TERMS: CouponTerms = {
  code: 'TEN',
  kind: 'percent',
  value: 10,
  minOrderPaise: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
};

describe('spreading a discount over lines', () => {
  it('adds up to the discount exactly, the paise left going to the largest remainders', () => {
    expect(spreadDiscount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadDiscount(325_223, [485_242, 2_766_990])).toEqual([48_524, 276_699]);
    expect(spreadDiscount(7, [0, 10])).toEqual([0, 7]);
    expect(spreadDiscount(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('pricing lines with a coupon', () => {
  const unit = (pricePaise: number) => {
    const { taxablePaise, gstPaise } = fixedPriceBreakup(pricePaise);
    return { taxablePaise, gstPaise, totalPaise: pricePaise };
  };

  it('takes the discount off the taxable value and taxes what is left at 3 %', () => {
    const priced = priceWithCoupon(
      [
        { unit: unit(249_900), quantity: 2 },
        { unit: unit(2_850_000), quantity: 1 },
      ],
      TERMS,
    );
    expect(priced.taxableDiscountPaise).toBe(325_223);
    expect(priced.lines).toEqual([
      { discountPaise: 48_524, taxablePaise: 436_718, gstPaise: 13_102, totalPaise: 449_820 },
      { discountPaise: 276_699, taxablePaise: 2_490_291, gstPaise: 74_709, totalPaise: 2_565_000 },
    ]);
    expect(priced.discountPaise).toBe(334_980);
  });

  it('never takes a fixed amount beyond the order’s value', () => {
    const priced = priceWithCoupon([{ unit: unit(1_030), quantity: 1 }], { kind: 'flat', value: 5_000 });
    expect(priced.taxableDiscountPaise).toBe(1_000);
    expect(priced.discountedSubtotalPaise).toBe(0);
  });

  it('rounds half a paisa of GST up', () => {
    expect(gstOn(50)).toBe(2);
    expect(gstOn(49)).toBe(1);
  });

  it('gives back what a line’s pieces were paid', () => {
    const line = {
      unitPricePaise: 249_900,
      quantity: 2,
      priceBreakup: fixedPriceBreakup(249_900),
      couponDiscountPaise: 48_524,
    };
    expect(linePaidPaise(line)).toBe(449_820);
    expect(paidForPieces(449_820, 2, 1)).toBe(224_910);
    expect(paidForPieces(449_821, 2, 1)).toBe(224_910);
    expect(paidForPieces(449_821, 2, 2)).toBe(449_821);
  });
});

describe('a refused code', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const uses = { uses: 0, held: 0, customerUses: 0 };
  it('says why', () => {
    expect(couponRefusal('X', undefined, uses, 100, now)).toBe(COUPON_TEXTS.unknown('X'));
    expect(couponRefusal('TEN', { ...TERMS, active: false }, uses, 100, now)).toBe(
      COUPON_TEXTS.switchedOff('TEN'),
    );
    expect(couponRefusal('TEN', { ...TERMS, maxUses: 3 }, { ...uses, uses: 3 }, 100, now)).toBe(
      COUPON_TEXTS.usedUp('TEN'),
    );
    // Uses held by orders being paid count as uses.
    expect(couponRefusal('TEN', { ...TERMS, maxUses: 3 }, { ...uses, uses: 1, held: 2 }, 100, now)).toBe(
      COUPON_TEXTS.usedUp('TEN'),
    );
    expect(couponRefusal('TEN', { ...TERMS, maxUses: 3 }, { ...uses, uses: 1, held: 1 }, 100, now)).toBe(
      undefined,
    );
    expect(
      couponRefusal('TEN', { ...TERMS, maxUsesPerCustomer: 1 }, { ...uses, customerUses: 1 }, 100, now),
    ).toBe(COUPON_TEXTS.usedUpByYou('TEN', 1));
    expect(couponRefusal('TEN', { ...TERMS, minOrderPaise: 1_000_00 }, uses, 900_00, now)).toBe(
      'The coupon TEN needs an order of at least ₹1,000: add ₹100 more to use it.',
    );
    expect(couponRefusal('TEN', TERMS, uses, 100, now)).toBeUndefined();
  });
  it('dates a coupon in India’s time', () => {
    expect(COUPON_TEXTS.expired('TEN', new Date('2026-11-25T18:30:00Z'))).toBe(
      'The coupon TEN expired on 26 Nov 2026, 00:00.',
    );
  });
});
