import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CartLine, CartTotals } from '@shop/shared/cart';
import { COUPON_TEXTS } from '@shop/shared/coupons';
import type { CouponQuoteAnswer } from '@shop/shared/coupons-api';
import { ApiError } from '@shop/shared/api-client';
import { quoteCoupon } from '../api/coupon-calls.ts';

export interface CouponBox {
  /** The server's quote for the applied code; undefined without one. */
  applied: CouponQuoteAnswer | undefined;
  /** The server's refusal, or what the box says (no code typed). */
  refusal: string | undefined;
  pending: boolean;
  apply: (code: string) => void;
  remove: () => void;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : COUPON_TEXTS.quoteFailed;

/** What the cart's lines are, for the quote: a change of lines asks the server again. */
const linesKey = (lines: readonly CartLine[]) =>
  lines.map((line) => `${line.cartIdentifier}:${line.quantity}`).join('|');

/**
 * The promo code box's state: the code goes to the server with the cart's lines, and the cart
 * shows the server's answer. The quote is kept under the code and the lines, so a change of
 * lines asks again, and the cart never shows a discount checkout would not give.
 */
export function useCoupon(lines: readonly CartLine[], token: string | undefined): CouponBox {
  const [code, setCode] = useState<string>();
  const [noCode, setNoCode] = useState(false);
  const quote = useQuery({
    queryKey: ['coupon-quote', code, linesKey(lines), token ?? ''],
    queryFn: () => quoteCoupon(code ?? '', lines, token),
    enabled: code !== undefined && lines.length > 0,
    retry: false,
    gcTime: 0,
  });
  const active = code !== undefined && lines.length > 0;
  return {
    applied: active && !quote.isError ? quote.data : undefined,
    refusal: noCode ? COUPON_TEXTS.enterCode : active && quote.isError ? messageOf(quote.error) : undefined,
    pending: active && quote.isFetching,
    apply: (typed: string) => {
      const next = typed.trim();
      setNoCode(next === '');
      if (next === '') {
        setCode(undefined);
      } else if (next === code) {
        void quote.refetch();
      } else {
        setCode(next);
      }
    },
    remove: () => {
      setCode(undefined);
      setNoCode(false);
    },
  };
}

/** The cart's totals with the server's quote: its discount and total, and the code for checkout. */
export function totalsWithCoupon(totals: CartTotals, applied: CouponQuoteAnswer | undefined): CartTotals {
  if (!applied) return totals;
  return { ...totals, discount: applied.discountPaise, total: applied.totalPaise, couponCode: applied.code };
}
