import { useEffect, useRef, useState } from 'react';
import { linePricePaise } from '@shop/shared/cart';
import {
  CHECKOUT_TEXTS,
  LAST_ORDER_ID_KEY,
  ORDER_DEFAULTS,
  PAYMENT_PROVIDER_NAME,
  sizeAndVariant,
} from '@shop/shared/checkout';
import { formatPaise, paiseToRupees } from '@shop/shared/money';
import { saveOrder } from '../api/payment-calls.ts';
import type { PaidOrder } from './use-checkout.ts';

/**
 * Saves the paid order once when its confirmation opens, keeps the answered id as the last
 * order's, and gives the status line to show.
 */
export function useSavedOrder(token: string, order: PaidOrder): string | undefined {
  const [status, setStatus] = useState<string>();
  const saving = useRef(false);
  useEffect(() => {
    if (saving.current) return;
    saving.current = true;
    saveOrder(token, {
      orderData: order.lines.map((line) => {
        const price = linePricePaise(line) ?? 0;
        const { size, variant } = sizeAndVariant(line);
        return {
          productName: line.name,
          price: paiseToRupees(price),
          quantity: line.quantity,
          size,
          total: paiseToRupees(price * line.quantity),
          Variant: variant,
          Image: line.image,
          ...(line.customization ? { Customization: line.customization } : {}),
        };
      }),
      orderSummary: [
        { 'Order Summary': 'Subtotal', Value: formatPaise(order.totals.subtotal) },
        { 'Order Summary': 'Shipping', Value: formatPaise(order.totals.shipping) },
        { 'Order Summary': 'Total', Value: formatPaise(order.totals.total) },
      ],
      customerDetails: { ...order.customer },
      paymentDetails: {
        paymentId: order.paymentId,
        status: ORDER_DEFAULTS.paymentStatus,
        method: PAYMENT_PROVIDER_NAME,
      },
    })
      .then((saved) => {
        localStorage.setItem(LAST_ORDER_ID_KEY, saved.orderId);
        setStatus(CHECKOUT_TEXTS.orderSaved);
      })
      .catch((error: unknown) =>
        setStatus(
          CHECKOUT_TEXTS.orderSaveFailed(error instanceof Error ? error.message : 'Failed to save order'),
        ),
      );
  }, [token, order]);
  return status;
}
