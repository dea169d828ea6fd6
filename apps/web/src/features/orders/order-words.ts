/**
 * The customer's order page's shared words (packages/shared: the statuses, the delivery dates,
 * the proofs' steps, the documents, the refunds, the gift; also the server's, its mails' and
 * the back office's) as the storefront's messages, so a Tamil or Hindi page tells where an
 * order stands in its language. English keeps the shared modules' words: each message here is
 * the same English text, and English days are written as the shared modules write them.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import type { CustomerOrderEvent } from '@shop/shared/checkout-api';
import type { TrackingStep } from '@shop/shared/couriers';
import { formatShopDay, type ExpectedDelivery, type ShopDay } from '@shop/shared/delivery';
import type { DocumentKind } from '@shop/shared/gst';
import { LANGUAGE_LOCALES, isLanguage } from '@shop/shared/languages';
import { formatPaise, type Paise } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/order-lifecycle';
import { PROOF_COMMENT_MAX, PROOF_TEXTS, type LineProofs } from '@shop/shared/proofs';
import type { RefundStatus } from '@shop/shared/refund-texts';

/** `ORDER_STATUS_NAMES`. */
export const ORDER_STATUS_MESSAGES: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  pending: msg`Awaiting payment`,
  paid: msg`Paid`,
  in_making: msg`In making`,
  quality_check: msg`Quality check`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
  expired: msg`Expired unpaid`,
  awaiting_confirmation: msg`Awaiting confirmation`,
  confirmed: msg`Confirmed, to pay on delivery`,
  not_delivered: msg`Not delivered`,
};

/** `REFUND_STATUS_NAMES`. */
export const REFUND_STATUS_MESSAGES: Readonly<Record<RefundStatus, MessageDescriptor>> = {
  pending: msg`On its way`,
  processed: msg`Processed`,
  failed: msg`Failed`,
};

/** `DOCUMENT_NAMES`. */
export const DOCUMENT_NAME_MESSAGES: Readonly<Record<DocumentKind, MessageDescriptor>> = {
  receipt_voucher: msg`Receipt voucher`,
  invoice: msg`Tax invoice`,
  refund_voucher: msg`Refund voucher`,
  credit_note: msg`Credit note`,
};

/** `TRACKING_STEP_NAMES`: the courier's steps, known by their code. */
export const TRACKING_STEP_MESSAGES: Readonly<Record<TrackingStep, MessageDescriptor>> = {
  picked_up: msg`Picked up`,
  in_transit: msg`In transit`,
  out_for_delivery: msg`Out for delivery`,
  delivered: msg`Delivered`,
  undelivered: msg`Delivery attempted, not delivered`,
  returned_to_origin: msg`Returned to the shop`,
};

/** The page's locale for its dates (en-IN, ta-IN, hi-IN). */
export function localeOf(i18n: I18n): string {
  return LANGUAGE_LOCALES[isLanguage(i18n.locale) ? i18n.locale : 'en'];
}

const KOLKATA = 'Asia/Kolkata';

/** A moment as the order page gives it: 'Dec 3, 2026, 5:30 pm' in the page's locale. */
export function momentText(i18n: I18n, moment: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeOf(i18n), { ...options, timeZone: KOLKATA }).format(new Date(moment));
}

/** A shop's day ('Thu 3 Dec'): in English as the shared modules write it, otherwise in the page's locale. */
export function shopDayText(i18n: I18n, day: ShopDay): string {
  if (i18n.locale === 'en' || !isLanguage(i18n.locale)) return formatShopDay(day);
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(i18n), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)));
}

/** `DELIVERY_TEXTS`. */
export function deliveryWords(i18n: I18n) {
  return {
    expected: ({ earliest, latest }: ExpectedDelivery) => {
      const from = shopDayText(i18n, earliest);
      const to = shopDayText(i18n, latest);
      return i18n._(msg`Expected between ${from} and ${to}`);
    },
    delivered: (shopDay: ShopDay) => {
      const on = shopDayText(i18n, shopDay);
      return i18n._(msg`Delivered on ${on}`);
    },
    afterApproval: ({ fewest, most }: { fewest: number; most: number }) =>
      i18n._(msg`Expected ${fewest} to ${most} business days after you approve the proof`),
    fromApproval: i18n._(msg`Counted from the day you approved the proof. Sundays are not counted.`),
  };
}

/** `PROOF_TEXTS`: what the customer reads of their proofs. */
export function proofWords(i18n: I18n) {
  return {
    heading: i18n._(msg`Proof of your personalisation`),
    intro: i18n._(msg`A personalised piece cannot be returned, so please check the proof before we make it.`),
    youAskedFor: i18n._(msg`You asked for`),
    proofNumber: (version: number) => i18n._(msg`Proof ${version}`),
    openPdf: (version: number) => i18n._(msg`Open proof ${version} (PDF)`),
    pictureAlt: (version: number, name: string) => i18n._(msg`Proof ${version} of ${name}`),
    approve: i18n._(msg`Approve`),
    askForChange: i18n._(msg`Ask for a change`),
    sendChange: i18n._(msg`Send my request`),
    commentLabel: i18n._(msg`What should we change?`),
    sending: i18n._(msg`Sending…`),
    decisionFailed: i18n._(msg`Your decision could not be sent. Please try again.`),
    thanksApproved: i18n._(msg`Thank you. We will make your piece as shown.`),
    thanksChange: i18n._(msg`Thank you. We will send you a new proof.`),
    waitingForYou: i18n._(msg`Waiting for your decision`),
    noProofYet: i18n._(msg`No proof yet`),
    history: i18n._(msg`History of the proofs`),
    uploadedEvent: (version: number) => i18n._(msg`Proof ${version} sent`),
    approvedEvent: (version: number) => i18n._(msg`Proof ${version} approved`),
    changeEvent: (version: number, comment: string) =>
      i18n._(msg`Change asked to proof ${version}: ${comment}`),
    loading: i18n._(msg`Loading the proof…`),
    back: i18n._(msg`Back`),
    /** The decision schema's messages (`PROOF_TEXTS.commentRequired`, `commentTooLong`). */
    commentMessage: (message: string | undefined) =>
      message === PROOF_TEXTS.commentRequired
        ? i18n._(msg`Say what should change in the proof.`)
        : message === PROOF_TEXTS.commentTooLong
          ? i18n._(msg`The request is at most ${PROOF_COMMENT_MAX} characters.`)
          : message,
  };
}

/** `proofEvents(line)`: a line's proofs sent and decided, in the page's language. */
export function proofEventWords(i18n: I18n, line: LineProofs): { at: string; text: string }[] {
  const words = proofWords(i18n);
  return line.proofs.flatMap((proof) => [
    { at: proof.uploadedAt, text: words.uploadedEvent(proof.version) },
    ...(proof.decision && proof.decidedAt
      ? [
          {
            at: proof.decidedAt,
            text:
              proof.decision === 'approved'
                ? words.approvedEvent(proof.version)
                : words.changeEvent(proof.version, proof.comment ?? ''),
          },
        ]
      : []),
  ]);
}

type Titled = { title: string; detail?: string };

/** `proofStepText(step, 'customer', several)` and an order event's status, in the page's language. */
export function eventWords(i18n: I18n, event: CustomerOrderEvent, severalProved: boolean): Titled {
  if (!('proof' in event))
    return {
      title: i18n._(ORDER_STATUS_MESSAGES[event.status]),
      ...(event.detail && { detail: event.detail }),
    };
  const named = (title: string, name: string): Titled =>
    severalProved ? { title, detail: name } : { title };
  switch (event.proof) {
    case 'sent': {
      const { version } = event;
      return named(i18n._(msg`Proof ${version} sent`), event.name);
    }
    case 'approved': {
      const { version } = event;
      return named(i18n._(msg`Proof ${version} approved`), event.name);
    }
    case 'change': {
      const { version } = event;
      return { title: i18n._(msg`Change asked to proof ${version}`), detail: event.comment };
    }
    case 'waived':
      return { title: i18n._(msg`Made without a proof`), detail: event.reason };
    case 'waiting': {
      const { version } = event;
      return named(
        version === null
          ? i18n._(msg`Waiting for the proof of your personalisation`)
          : i18n._(msg`Waiting for your decision on proof ${version}`),
        event.name,
      );
    }
  }
}

/** `DOCUMENT_TEXTS`: the order's documents. */
export function documentWords(i18n: I18n) {
  return {
    heading: i18n._(msg`Documents`),
    download: i18n._(msg`Download`),
    downloading: i18n._(msg`Preparing the PDF…`),
    downloadFailed: i18n._(msg`The document could not be downloaded. Please try again.`),
    invoiceFollows: i18n._(msg`Your tax invoice is issued when your order ships.`),
    noInvoiceWithoutShipping: i18n._(msg`This order will not ship, so no tax invoice is issued for it.`),
    documentsFailed: i18n._(msg`The documents of this order could not be loaded.`),
    name: (kind: DocumentKind) => i18n._(DOCUMENT_NAME_MESSAGES[kind]),
    /** 'Download refund voucher VT/RF/26-27/0007': in English the name is written in small letters. */
    downloadDocument: (kind: DocumentKind, number: string) => {
      const name = i18n._(DOCUMENT_NAME_MESSAGES[kind]);
      const document = i18n.locale === 'en' ? name.toLowerCase() : name;
      return i18n._(msg`Download ${document} ${number}`);
    },
  };
}

/** `CUSTOMER_REFUND_TEXTS`, `COUPON_TEXTS.discountLine` and the totals' own labels. */
export function totalsWords(i18n: I18n) {
  return {
    subtotal: i18n._(msg`Subtotal`),
    shipping: i18n._(msg`Shipping`),
    totalPaid: i18n._(msg`Total paid`),
    discountLine: (code: string) => i18n._(msg`Discount (${code})`),
    refundedOn: (day: string) => i18n._(msg`Refunded on ${day}`),
    askedOn: (day: string) => i18n._(msg`Refund asked on ${day}`),
    paidInTheEnd: i18n._(msg`Paid in the end`),
    onTheirWay: (paise: Paise) => {
      const amount = formatPaise(paise);
      return i18n._(msg`${amount} more is on its way back to the card or account you paid with.`);
    },
    onTheirWayByTransfer: (paise: Paise) => {
      const amount = formatPaise(paise);
      return i18n._(msg`${amount} more is on its way back to you by bank transfer or UPI.`);
    },
    refundStatus: (status: RefundStatus) => i18n._(REFUND_STATUS_MESSAGES[status]),
  };
}

/** `GIFT_TEXTS`: what the order page says of a gift. */
export function giftWords(i18n: I18n) {
  return {
    heading: i18n._(msg`Gift`),
    messageHeading: i18n._(msg`Gift message`),
    noMessage: i18n._(msg`No gift message`),
    wrapped: i18n._(msg`Gift wrapped`),
    notWrapped: i18n._(msg`Not gift wrapped`),
  };
}

/** `CASH_ON_DELIVERY_TEXTS`: an order to be paid on delivery, on its page. */
export function cashOnDeliveryWords(i18n: I18n) {
  return {
    heading: i18n._(msg`Confirm your order`),
    confirmBy: (moment: string) => {
      const deadline = momentText(i18n, moment, { dateStyle: 'medium', timeStyle: 'short' });
      return i18n._(msg`Confirm this order by ${deadline}, or it is cancelled.`);
    },
    confirm: i18n._(msg`Confirm order`),
    confirming: i18n._(msg`Confirming…`),
    confirmed: (totalPaise: Paise) => {
      const total = formatPaise(totalPaise);
      return i18n._(msg`Your order is confirmed. Please pay ${total} when it arrives.`);
    },
    /** The server's refusal of a confirmation: its own sentences in the page's language. */
    refusal: (message: string) =>
      message === CASH_ON_DELIVERY_TEXTS.notConfirmable
        ? i18n._(msg`This order is not waiting for a confirmation.`)
        : message === CASH_ON_DELIVERY_TEXTS.confirmationExpired
          ? i18n._(msg`This order was not confirmed in time and was cancelled. Please order again.`)
          : message,
    fee: i18n._(msg`Cash on delivery fee`),
    total: i18n._(msg`Total`),
    dueOnDelivery: (totalPaise: Paise) => {
      const total = formatPaise(totalPaise);
      return i18n._(msg`To pay on delivery: ${total}`);
    },
  };
}
