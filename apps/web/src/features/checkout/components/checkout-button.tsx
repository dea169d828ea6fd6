import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CartLine, CartTotals } from '@shop/shared/cart';
import { PAYMENT_PROVIDER_NAME } from '@shop/shared/checkout';
import type { CustomerDetails } from '@shop/shared/checkout-api';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { useWhatsAppUpdatesOffered } from '../../../lib/client-config.ts';
import { useCashOnDeliveryOffer } from '../hooks/use-cash-on-delivery-offer.ts';
import { orderItems, useCheckout, type PaidOrder, type PlacedOrder } from '../hooks/use-checkout.ts';
import { CustomerDetailsDialog } from './customer-details-dialog.tsx';

/**
 * A signed-in shopper's 'Pay with Razorpay', with the details dialog and the payment's outcome;
 * or, where the shop offers it for the pincode typed, the order placed to be paid on delivery.
 */
export function CheckoutButton(props: {
  token: string;
  userId: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  prefill: Partial<CustomerDetails>;
  onPaid: (order: PaidOrder) => void;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { t } = useLingui();
  const { state, openDetails, closeDetails, pay } = useCheckout(props);
  const processing = state.step === 'processing';
  const [pincode, setPincode] = useState('');
  const cashOnDelivery = useCashOnDeliveryOffer({
    token: props.token,
    items: orderItems(props.lines),
    totals: props.totals,
    pincode,
    asking: state.step === 'details',
  });
  // No box asks, until the shop has said it sends them.
  const offerWhatsApp = useWhatsAppUpdatesOffered() === true;
  return (
    <>
      <button
        type="button"
        onClick={openDetails}
        disabled={processing}
        className={`${PRIMARY_BUTTON} w-full`}
      >
        <Lock aria-hidden="true" className="size-4" />
        {processing ? t`Processing...` : t`Pay with ${PAYMENT_PROVIDER_NAME}`}
      </button>
      <div role="alert">
        {state.step === 'failed' && (
          <p className="mt-3 rounded-lg border border-rose-300 bg-rose-50 p-3 text-rose-900">
            {state.message}
          </p>
        )}
      </div>
      <CustomerDetailsDialog
        open={state.step === 'details'}
        prefill={props.prefill}
        totalPaise={props.totals.total}
        offerWhatsApp={offerWhatsApp}
        cashOnDelivery={cashOnDelivery}
        onPincodeChange={setPincode}
        onCancel={closeDetails}
        onProceed={pay}
      />
    </>
  );
}
