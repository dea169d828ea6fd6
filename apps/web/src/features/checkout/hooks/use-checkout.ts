import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { withoutFileData, type CartLine, type CartTotals } from '@shop/shared/cart';
import { CURRENCY, PAYMENT_PROVIDER_NAME, PAYMENT_TEXTS, PAYMENT_WINDOW_CONFIG } from '@shop/shared/checkout';
import type { CreateOrderBody, CustomerDetails, OrderLineInput } from '@shop/shared/checkout-api';
import type { Gift } from '@shop/shared/gift-texts';
import { paiseToRupees, type Paise } from '@shop/shared/money';
import { SHOP_NAME } from '@shop/shared/shop';
import {
  createPaymentOrder,
  fetchPaymentKey,
  placeCashOnDeliveryOrder,
  verifyPayment,
} from '../api/payment-calls.ts';
import { cashOnDeliveryWords } from '../checkout-words.ts';
import { loadCheckoutScript } from '../checkout-script.ts';
import { usePageLanguage } from '../../../lib/page-language.ts';
import { rememberPaidOrder } from '../order-history-storage.ts';

/** What the confirmation shows: the cart as it was paid for. */
export interface PaidOrder {
  orderId: string;
  paymentId: string;
  signature: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  customer: CustomerDetails;
  /** What went wrong keeping the order in this browser's history, if anything. */
  historyNotice?: string;
}

/** What the page shows of an order to be paid at the door: placed, waiting for its confirmation. */
export interface PlacedOrder {
  orderId: string;
  /** When it is cancelled unless confirmed (ISO time). */
  confirmBy: string;
  /** What the courier collects, the fee included. */
  totalPaise: Paise;
}

/** How the shopper pays: online in the payment window, or at the door this total. */
export type PaymentChoice = { method: 'online' } | { method: 'cash_on_delivery'; totalPaise: Paise };

/** The cart's lines as the server takes them: what each piece is, never what it costs. */
export function orderItems(lines: readonly CartLine[]): OrderLineInput[] {
  // The server keeps uploads under their ids: the thumbnails stay in this browser.
  return withoutFileData(lines).map((line) => ({
    productId: line.id,
    quantity: line.quantity,
    size: line.size,
    variant: line.variant,
    ...(line.sku === undefined ? {} : { sku: line.sku }),
    customization: line.customization,
  }));
}

export type CheckoutStep =
  { step: 'idle' } | { step: 'details' } | { step: 'processing' } | { step: 'failed'; message: string };

const THEME_COLOUR = '#7c4a1e';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/** The server's own refusals of a payment already begin so (`CHECKOUT_TEXTS.verificationFailed`). */
const VERIFICATION_FAILED = PAYMENT_TEXTS.verifyFailed;

/**
 * The checkout: details, then the payment window, then the server's verification. The server
 * prices the order itself; the total sent is only checked. What it says of a failure is in
 * `CHECKOUT_TEXTS`' and `PAYMENT_TEXTS`' words, in the page's language; the server's own
 * reasons (a changed price, a piece out of stock) are shown as the server words them.
 */
export function useCheckout({
  token,
  userId,
  lines,
  totals,
  onPaid,
  onPlaced,
}: {
  token: string;
  userId: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  onPaid: (order: PaidOrder) => void;
  /** An order to be paid on delivery was placed: it waits for the customer's confirmation. */
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<CheckoutStep>({ step: 'idle' });
  const language = usePageLanguage();
  const fail = (message: string) => setState({ step: 'failed', message });

  async function pay(
    customer: CustomerDetails,
    pan: string | undefined,
    gift: Gift | undefined,
    whatsappUpdates: boolean,
  ) {
    setState({ step: 'processing' });
    const paidLines = [...lines];
    let opened: Awaited<ReturnType<typeof prepare>>;
    try {
      opened = await prepare(customer, pan, gift, whatsappUpdates);
    } catch (error) {
      const reason = messageOf(error) ?? t`Could not create ${PAYMENT_PROVIDER_NAME} order`;
      fail(t`Payment initialization failed: ${reason}`);
      return;
    }
    const { Razorpay, key, order, checkoutTimeout } = opened;
    const checkout = new Razorpay({
      key,
      amount: order.amount,
      currency: order.currency,
      name: SHOP_NAME,
      order_id: order.id,
      prefill: { name: customer.name, email: customer.email, contact: customer.phone },
      theme: { color: THEME_COLOUR },
      // No UPI ID to type: a phone opens the UPI app, a desktop shows a QR code.
      config: PAYMENT_WINDOW_CONFIG,
      // An order holding a coupon's use: the window closes before the hold ends (coupons.ts).
      ...(checkoutTimeout === undefined ? {} : { timeout: checkoutTimeout }),
      handler: (response) => {
        verifyPayment(token, response)
          .then((verified) => {
            setState({ step: 'idle' });
            const paid = {
              orderId: verified.orderId,
              paymentId: response.razorpay_payment_id,
              signature: response.razorpay_signature,
              lines: paidLines,
              totals,
              customer,
            };
            onPaid({ ...paid, historyNotice: rememberPaidOrder({ ...paid, userId, paidAt: new Date() }) });
          })
          .catch((error: unknown) => {
            const reason = messageOf(error);
            if (reason === undefined || reason === VERIFICATION_FAILED) fail(t`Payment verification failed`);
            else if (reason.startsWith(VERIFICATION_FAILED)) fail(reason);
            else fail(t`Payment verification failed: ${reason}`);
          });
      },
      modal: { ondismiss: () => setState({ step: 'idle' }) },
    });
    checkout.on('payment.failed', () =>
      fail(t`There was an issue processing your payment. Please try again.`),
    );
    checkout.open();
  }

  /** The PAN goes to the server with the order only: this browser keeps the details without it. */
  async function prepare(
    customer: CustomerDetails,
    pan: string | undefined,
    gift: Gift | undefined,
    whatsappUpdates: boolean,
  ) {
    const { key, checkoutScript } = await fetchPaymentKey().catch(() => {
      throw new Error(t`Could not fetch ${PAYMENT_PROVIDER_NAME} key`);
    });
    const Razorpay = await loadCheckoutScript(checkoutScript, {
      notLoaded: t`The payment window did not load.`,
      unreachable: t`The payment window could not be loaded. Check your connection.`,
    });
    const { order, checkoutTimeout } = await createPaymentOrder(
      token,
      orderBody(totals.total, customer, pan, gift, whatsappUpdates),
    );
    return { Razorpay, key, order, checkoutTimeout };
  }

  /** The order as the server takes it, with the total the shopper was shown. */
  function orderBody(
    totalPaise: Paise,
    customer: CustomerDetails,
    pan: string | undefined,
    gift: Gift | undefined,
    whatsappUpdates: boolean,
  ): CreateOrderBody {
    return {
      amount: paiseToRupees(totalPaise),
      currency: CURRENCY,
      receipt: `cart-${Date.now()}`,
      items: orderItems(lines),
      customerDetails: customer,
      ...(pan === undefined ? {} : { pan }),
      // The server prices the order with the code the cart applied, or refuses it saying why.
      ...(totals.couponCode === undefined ? {} : { couponCode: totals.couponCode }),
      ...(gift === undefined ? {} : { gift }),
      // The server keeps the consent, with the box's sentence, in the order's transaction.
      whatsappUpdates,
      // The order's mails come in the language the shopper bought in.
      language,
    };
  }

  /**
   * An order paid at the door: placed with the total the server quoted, the fee included, and
   * never through the payment window. The server's refusal is shown in its words.
   */
  async function placeOnDelivery(
    totalPaise: Paise,
    customer: CustomerDetails,
    pan: string | undefined,
    gift: Gift | undefined,
    whatsappUpdates: boolean,
  ) {
    setState({ step: 'processing' });
    try {
      const placed = await placeCashOnDeliveryOrder(
        token,
        orderBody(totalPaise, customer, pan, gift, whatsappUpdates),
      );
      setState({ step: 'idle' });
      onPlaced({ orderId: placed.orderId, confirmBy: placed.confirmBy, totalPaise: placed.totalPaise });
    } catch (error) {
      fail(cashOnDeliveryWords(i18n).notPlaced(messageOf(error) ?? t`No answer from the shop.`));
    }
  }

  return {
    state,
    openDetails: () => setState({ step: 'details' }),
    // The dialog also reports closing when payment starts and closes it: only a shopper's
    // cancel, while the details are still open, ends the checkout.
    closeDetails: () => setState((current) => (current.step === 'details' ? { step: 'idle' } : current)),
    pay: (
      customer: CustomerDetails,
      pan: string | undefined,
      gift: Gift | undefined,
      whatsappUpdates: boolean,
      payment: PaymentChoice = { method: 'online' },
    ) =>
      void (payment.method === 'online'
        ? pay(customer, pan, gift, whatsappUpdates)
        : placeOnDelivery(payment.totalPaise, customer, pan, gift, whatsappUpdates)),
  };
}
