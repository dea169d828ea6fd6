import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { CartLine, CartTotals } from '@shop/shared/cart';
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

/** The server's refusal says why, in its words; without one, the box's own (`COUPON_TEXTS.quoteFailed`). */
const messageOf = (error: unknown, failed: string) =>
  error instanceof ApiError && error.message ? error.message : failed;

/** What the cart's lines are, for the quote: a change of lines asks the server again. */
const linesKey = (lines: readonly CartLine[]) =>
  lines.map((line) => `${line.cartIdentifier}:${line.quantity}`).join('|');

/**
 * The promo code box's state: the code goes to the server with the cart's lines, and the cart
 * shows the server's answer. The quote is kept under the code and the lines, so a change of
 * lines asks again, and the cart never shows a discount checkout would not give.
 */
export function useCoupon(lines: readonly CartLine[], token: string | undefined): CouponBox {
  const { t } = useLingui();
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
    refusal: noCode
      ? t`Type a promo code first.`
      : active && quote.isError
        ? messageOf(quote.error, t`The code could not be checked. Please try again.`)
        : undefined,
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
