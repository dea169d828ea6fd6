import { useQuery } from '@tanstack/react-query';
import type { CartTotals } from '@shop/shared/cart';
import type { OrderLineInput } from '@shop/shared/checkout-api';
import type { Paise } from '@shop/shared/money';
import { quoteCashOnDelivery } from '../api/payment-calls.ts';

/** What the details form shows of paying at the door for the pincode typed. */
export type CashOnDeliveryChoice =
  /** Nothing: the shop does not take it, no full pincode yet, or the server could not say. */
  | { status: 'none' }
  /** The server is being asked about this pincode. */
  | { status: 'asking' }
  | { status: 'offered'; feePaise: Paise; totalPaise: Paise }
  /** Not for this order, and the server's sentence saying why. */
  | { status: 'refused'; reason: string };

const PINCODE = /^\d{6}$/;

/**
 * Asks the server whether the cart, with its promo code, may be paid on delivery to the pincode
 * the shopper typed, once it is six digits. A failed question offers nothing: the shopper pays
 * online as before.
 */
export function useCashOnDeliveryOffer({
  token,
  items,
  totals,
  pincode,
  asking,
}: {
  token: string;
  items: OrderLineInput[];
  totals: CartTotals;
  pincode: string;
  /** Only while the details are open. */
  asking: boolean;
}): CashOnDeliveryChoice {
  const complete = PINCODE.test(pincode);
  const couponCode = totals.couponCode;
  const quote = useQuery({
    queryKey: ['cash-on-delivery-quote', token, items, couponCode, pincode],
    queryFn: () =>
      quoteCashOnDelivery(token, {
        items,
        pincode,
        ...(couponCode === undefined ? {} : { couponCode }),
      }),
    enabled: asking && complete,
    staleTime: 60_000,
    retry: false,
  });
  if (!complete || quote.isError) return { status: 'none' };
  if (quote.isPending) return { status: 'asking' };
  const { offer } = quote.data;
  if (offer.offered) return { status: 'offered', feePaise: offer.feePaise, totalPaise: offer.totalPaise };
  return offer.reason === null ? { status: 'none' } : { status: 'refused', reason: offer.reason };
}
