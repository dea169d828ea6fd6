import { withoutFileData, type CartLine } from '@shop/shared/cart';
import type { CouponQuoteAnswer, CouponQuoteBody } from '@shop/shared/coupons-api';
import { fetchJson } from '@shop/shared/api-client';

/**
 * `POST /api/coupons/quote`: the cart's total with a promo code, as checkout will charge it, or
 * the server's refusal as the error's message. A signed-in shopper's session goes with it, so
 * their own uses of the code count.
 */
export function quoteCoupon(code: string, lines: readonly CartLine[], token: string | undefined) {
  const body: CouponQuoteBody = {
    code,
    items: withoutFileData(lines).map((line) => ({
      productId: line.id,
      quantity: line.quantity,
      size: line.size,
      variant: line.variant,
      ...(line.sku === undefined ? {} : { sku: line.sku }),
      customization: line.customization,
    })),
  };
  return fetchJson<CouponQuoteAnswer>('/api/coupons/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}
