import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { linePricePaise } from '@shop/shared/cart';
import {
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
 * order's, and gives the status line to show (`CHECKOUT_TEXTS.orderSaved`, `orderSaveFailed`) in
 * the page's language, with the server's reason as it words it. The order itself goes in English.
 */
export function useSavedOrder(token: string, order: PaidOrder): string | undefined {
  const { t } = useLingui();
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
        setStatus(t`Order has been saved successfully`);
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : t`Failed to save order`;
        setStatus(t`Error saving order: ${reason}`);
      });
  }, [token, order, t]);
  return status;
}
