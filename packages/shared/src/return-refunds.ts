/**
 * What a return of pieces refunds (docs/decisions/0035-a-return-below-the-coupon-minimum.md).
 * A return gives back what the customer paid for its pieces, the coupon's share taken off
 * (coupons.ts). When the pieces kept no longer reach the minimum order of the order's coupon,
 * as it was when the order was priced, the discount they had is taken back from the refund: the
 * customer ends up having paid the kept pieces' full price and the delivery, and never gets
 * back less than nothing.
 *
 * An order's returns are taken in turn: those already refunded, in the order they were
 * refunded, with the figures frozen at their refund; then the others not declined, in the order
 * they were asked for. Each return is worked out as if those before it were gone, from what the
 * customer still has paid for the pieces left, so the refunds add up to the paid total less
 * what the pieces finally kept cost, whatever order staff take them in. This module stays free
 * of zod, so the order page loads it without the schemas.
 */
import { discountedLine, linePaidPaise, paidForPieces, type FrozenLine } from './coupons.ts';
import type { Paise } from './money.ts';
import { fixedPriceBreakup } from './pricing.ts';
import type { ReturnStatus } from './returns.ts';

/** A line of the order as a return needs it: frozen with the order. */
export interface ReturnOrderLine extends FrozenLine {
  position: number;
  name: string;
}

/** The coupon an order was priced with, with its minimum as it was then; null without one. */
export interface OrderCouponTerms {
  code: string;
  minOrderPaise: Paise;
}

/** Pieces of the order by name, as a credit note lists them. */
export interface NamedPieces {
  name: string;
  quantity: number;
}

/** An amount with the value before GST and the GST in it. */
export interface TaxedAmount {
  taxablePaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
}

export interface CouponWithdrawal {
  code: string;
  minOrderPaise: Paise;
  /** The discount the pieces kept had, GST included: what is taken back from the refund. */
  discountPaise: Paise;
  /** The pieces kept, whose discount it was. */
  kept: NamedPieces[];
  /**
   * The discount's value before GST and its GST, when the refund is exactly the returned
   * pieces less it: the credit note then states both (invoices feature). Null when an earlier
   * return already took back part of it and the refund is the rest.
   */
  tax: { taxablePaise: Paise; taxPaise: Paise } | null;
}

export interface ReturnRefund {
  /** What the returned pieces cost as paid, the coupon's share taken off, with their value and GST. */
  returned: TaxedAmount & { pieces: NamedPieces[] };
  /** The discount of the pieces kept taken back; null while they reach the minimum. */
  withdrawal: CouponWithdrawal | null;
  /** What the return refunds: never below 0. */
  refundPaise: Paise;
}

/** A return as the rule takes it. */
export interface ReturnInTurn {
  id: string;
  status: ReturnStatus;
  requestedAt: Date;
  refundedAt: Date | null;
  lines: readonly { position: number; quantity: number }[];
  /** The figures frozen at its refund; null on a return refunded before they were kept. */
  refund: ReturnRefund | null;
}

/** The returns that count, in their turn: refunded ones as they were refunded, then the rest as asked. */
export function returnsInTurn<Return extends ReturnInTurn>(returns: readonly Return[]): Return[] {
  const refunded = returns
    .filter((each) => each.status === 'refunded')
    .sort((a, b) => (a.refundedAt?.getTime() ?? 0) - (b.refundedAt?.getTime() ?? 0));
  const open = returns
    .filter((each) => each.status !== 'refunded' && each.status !== 'declined')
    .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
  return [...refunded, ...open];
}

/** `part` of `quantity` pieces' share of a line's `amount`, rounded down; all of it for all of them. */
const shareOf = (amount: Paise, quantity: number, part: number) =>
  part >= quantity ? amount : Math.floor((amount * part) / quantity);

/** A whole line's value and GST as paid, the coupon's share taken off (what its invoice states). */
function lineTaxes(line: FrozenLine) {
  const unit = line.priceBreakup ?? fixedPriceBreakup(line.unitPricePaise);
  const paid = discountedLine(
    {
      unit: { taxablePaise: unit.taxablePaise, gstPaise: unit.gstPaise, totalPaise: line.unitPricePaise },
      quantity: line.quantity,
    },
    line.couponDiscountPaise,
  );
  return { unit, taxablePaise: paid.taxablePaise, taxPaise: paid.gstPaise };
}

/**
 * Each return's refund, by id, for the order's `lines` and `coupon`, taking `returns` in the
 * order given (returnsInTurn's; the form's quote puts the return not asked for yet last).
 */
export function returnRefunds(
  lines: readonly ReturnOrderLine[],
  coupon: OrderCouponTerms | null,
  returns: readonly ReturnInTurn[],
): Map<string, ReturnRefund> {
  const kept = new Map(lines.map((line) => [line.position, line.quantity]));
  const paid = new Map(lines.map((line) => [line.position, linePaidPaise(line)]));
  const discounted = lines.some((line) => line.couponDiscountPaise > 0);
  // What the customer has paid, after the refunds before, for the pieces still kept.
  let stillPaid = [...paid.values()].reduce((sum, amount) => sum + amount, 0);
  const refunds = new Map<string, ReturnRefund>();

  for (const ret of returns) {
    const returned = { taxablePaise: 0, taxPaise: 0, totalPaise: 0, pieces: [] as NamedPieces[] };
    for (const wanted of ret.lines) {
      const line = lines.find((each) => each.position === wanted.position);
      if (!line) continue;
      const quantity = Math.min(wanted.quantity, kept.get(line.position) ?? 0);
      const taxes = lineTaxes(line);
      returned.totalPaise += paidForPieces(paid.get(line.position) ?? 0, line.quantity, quantity);
      returned.taxablePaise += shareOf(taxes.taxablePaise, line.quantity, quantity);
      returned.taxPaise += shareOf(taxes.taxPaise, line.quantity, quantity);
      returned.pieces.push({ name: line.name, quantity });
      kept.set(line.position, (kept.get(line.position) ?? 0) - quantity);
    }

    let refund: ReturnRefund;
    if (ret.status === 'refunded' && ret.refund) {
      refund = ret.refund;
    } else {
      const keptFullPaise = lines.reduce(
        (sum, line) => sum + line.unitPricePaise * (kept.get(line.position) ?? 0),
        0,
      );
      const below =
        ret.status !== 'refunded' && coupon !== null && discounted && keptFullPaise < coupon.minOrderPaise;
      if (!below) {
        refund = {
          returned,
          withdrawal: null,
          refundPaise: Math.min(returned.totalPaise, stillPaid),
        };
      } else {
        // The pieces kept cost their full price from now on; what the customer paid beyond it
        // goes back, and nothing less than nothing.
        const keptIfDiscounted = stillPaid - returned.totalPaise;
        const discountPaise = Math.max(0, keptFullPaise - keptIfDiscounted);
        const refundPaise = Math.max(0, stillPaid - keptFullPaise);
        refund = {
          returned,
          withdrawal:
            discountPaise === 0
              ? null
              : {
                  code: coupon.code,
                  minOrderPaise: coupon.minOrderPaise,
                  discountPaise,
                  kept: keptPieces(lines, kept),
                  tax:
                    refundPaise === returned.totalPaise - discountPaise ? withdrawnTaxes(lines, kept) : null,
                },
          refundPaise,
        };
      }
    }
    stillPaid -= refund.refundPaise;
    refunds.set(ret.id, refund);
  }
  return refunds;
}

function keptPieces(lines: readonly ReturnOrderLine[], kept: ReadonlyMap<number, number>): NamedPieces[] {
  return lines.flatMap((line) => {
    const quantity = kept.get(line.position) ?? 0;
    return quantity > 0 ? [{ name: line.name, quantity }] : [];
  });
}

/** The value and GST the kept pieces' discount took off them: their full figures less their discounted ones. */
function withdrawnTaxes(lines: readonly ReturnOrderLine[], kept: ReadonlyMap<number, number>) {
  let taxablePaise = 0;
  let taxPaise = 0;
  for (const line of lines) {
    const quantity = kept.get(line.position) ?? 0;
    if (quantity === 0 || line.couponDiscountPaise === 0) continue;
    const taxes = lineTaxes(line);
    taxablePaise += taxes.unit.taxablePaise * quantity - shareOf(taxes.taxablePaise, line.quantity, quantity);
    taxPaise += taxes.unit.gstPaise * quantity - shareOf(taxes.taxPaise, line.quantity, quantity);
  }
  return { taxablePaise, taxPaise };
}
