/**
 * The order page's cancel and return panel in the page's language: the shared texts
 * (`RETURN_TEXTS` in packages/shared/src/returns.ts, also the server's and its mails') as the
 * storefront's messages. English keeps the shared module's words: each message here is the
 * same English text, and English days are written as the shared module writes them. The
 * server's refusals are its English sentences; the ones it can send are known here, so a
 * Tamil or Hindi page says them in its language, and any other is shown as it is.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShopDay } from '@shop/shared/delivery';
import { formatPaise, type Paise } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/order-lifecycle';
import {
  RETURN_TEXTS,
  formatLongShopDay,
  type CouponWithdrawalAnswer,
  type CustomerAfterSaleAnswer,
  type OrderReturn,
  type ReturnStatus,
} from '@shop/shared/returns';
import { ORDER_STATUS_MESSAGES, localeOf } from './order-words.ts';

/** '3 December 2026': in English as the shared module writes it, otherwise in the page's locale. */
function longDayText(i18n: I18n, day: ShopDay): string {
  if (i18n.locale === 'en') return formatLongShopDay(day);
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(i18n), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)));
}

/** Why a return refunds less than its pieces cost (`RETURN_TEXTS.belowMinimum`). */
function belowMinimumText(i18n: I18n, withdrawal: CouponWithdrawalAnswer, pieces: number): string {
  const minimum = formatPaise(withdrawal.minOrderPaise);
  const code = withdrawal.code;
  const discount = formatPaise(withdrawal.discountPaise);
  const returned = formatPaise(withdrawal.returnedPaise);
  const one = pieces === 1;
  if (withdrawal.discountPaise < withdrawal.returnedPaise)
    return one
      ? i18n._(
          msg`Returning this piece takes your order below the ${minimum} minimum of the code ${code}: the ${discount} discount on the pieces you keep is taken from the refund.`,
        )
      : i18n._(
          msg`Returning these pieces takes your order below the ${minimum} minimum of the code ${code}: the ${discount} discount on the pieces you keep is taken from the refund.`,
        );
  if (withdrawal.discountPaise === withdrawal.returnedPaise)
    return one
      ? i18n._(
          msg`Returning this piece takes your order below the ${minimum} minimum of the code ${code}: the ${discount} discount on the pieces you keep is as much as the ${returned} you paid for the piece you return, so nothing is refunded. You may still send it back.`,
        )
      : i18n._(
          msg`Returning these pieces takes your order below the ${minimum} minimum of the code ${code}: the ${discount} discount on the pieces you keep is as much as the ${returned} you paid for the pieces you return, so nothing is refunded. You may still send them back.`,
        );
  return one
    ? i18n._(
        msg`Returning this piece takes your order below the ${minimum} minimum of the code ${code}: the ${discount} discount on the pieces you keep is more than the ${returned} you paid for the piece you return, so nothing is refunded. You may still send it back.`,
      )
    : i18n._(
        msg`Returning these pieces takes your order below the ${minimum} minimum of the code ${code}: the ${discount} discount on the pieces you keep is more than the ${returned} you paid for the pieces you return, so nothing is refunded. You may still send them back.`,
      );
}

/** What happened to a return at a step (`RETURN_TEXTS.customerStep`), `day` written out. */
function customerStepText(
  i18n: I18n,
  step: ReturnStatus,
  day: string,
  ret: Pick<OrderReturn, 'amountPaise' | 'declineReason' | 'refundState'>,
  settledDay: string | null,
): string {
  switch (step) {
    case 'requested':
      return i18n._(msg`Return asked on ${day}`);
    case 'approved':
      return i18n._(msg`Approved on ${day}`);
    case 'declined': {
      const reason = ret.declineReason;
      return reason ? i18n._(msg`Declined on ${day}: ${reason}`) : i18n._(msg`Declined on ${day}`);
    }
    case 'picked_up':
      return i18n._(msg`Picked up on ${day}`);
    case 'received':
      return i18n._(msg`Received and checked on ${day}`);
    case 'refunded': {
      const amount = formatPaise(ret.amountPaise);
      if (ret.amountPaise === 0) return i18n._(msg`Closed on ${day}: nothing to refund`);
      if (ret.refundState === null || ret.refundState.status === 'processed') {
        const on = settledDay ?? day;
        return i18n._(msg`Refunded ${amount} on ${on}`);
      }
      if (ret.refundState.status === 'failed')
        return i18n._(
          msg`The refund of ${amount} could not be made on ${day}; we will make it again and write to you.`,
        );
      return i18n._(msg`Refund of ${amount} on its way since ${day}`);
    }
  }
}

type Known = readonly (readonly [english: string, translated: () => string])[];

/** The sentence in the page's language when it is one of `known`; any other as it is. */
function knownText(text: string, known: Known): string {
  const found = known.find(([english]) => english === text);
  return found ? found[1]() : text;
}

export function afterSaleWords(i18n: I18n) {
  const lineSentences = (name: string): Known => [
    [
      RETURN_TEXTS.personalised(name),
      () => i18n._(msg`${name} is personalised for you and cannot be returned.`),
    ],
    [RETURN_TEXTS.alreadyAsked(name), () => i18n._(msg`${name} has already been returned or asked back.`)],
  ];
  const windowEnded = (days: number, lastDay: ShopDay) => {
    const last = longDayText(i18n, lastDay);
    return i18n._(msg`The return window of ${days} days ended on ${last}.`);
  };
  const windowSentences = ({ windowDays, lastDay }: CustomerAfterSaleAnswer['returnForm']): Known =>
    lastDay === null
      ? []
      : [[RETURN_TEXTS.windowEnded(windowDays, lastDay), () => windowEnded(windowDays, lastDay)]];
  const formSentences = (form: CustomerAfterSaleAnswer['returnForm']): Known => [
    [RETURN_TEXTS.notDelivered, () => i18n._(msg`Pieces can be returned once the order has been delivered.`)],
    ...windowSentences(form),
    [RETURN_TEXTS.nothingReturnable, () => i18n._(msg`None of the pieces of this order can be returned.`)],
    [
      RETURN_TEXTS.restPersonalised,
      () => i18n._(msg`The other pieces of this order are personalised and cannot be returned.`),
    ],
  ];
  const chooseLines = i18n._(msg`Choose the pieces to send back`);
  const reasonNeeded = i18n._(msg`Say why you are sending the pieces back`);

  return {
    cancelAction: i18n._(msg`Cancel order`),
    cancelHeading: i18n._(msg`Cancel this order?`),
    cancelExplained: (totalPaise: Paise) => {
      const total = formatPaise(totalPaise);
      return i18n._(
        msg`Making has not started yet. If you cancel now, the whole ${total} is refunded to the card or account you paid with.`,
      );
    },
    cancelExplainedAfterRefunds: (refundPaise: Paise, paidPaise: Paise) => {
      const paid = formatPaise(paidPaise);
      if (refundPaise === 0)
        return i18n._(
          msg`Making has not started yet. The ${paid} you paid has been refunded already, so cancelling refunds nothing more.`,
        );
      const refund = formatPaise(refundPaise);
      const earlier = formatPaise(paidPaise - refundPaise);
      return i18n._(
        msg`Making has not started yet. If you cancel now, ${refund} of the ${paid} you paid is refunded to the card or account you paid with: ${earlier} was refunded earlier.`,
      );
    },
    cancelReasonLabel: i18n._(msg`Why are you cancelling? (optional)`),
    cancelConfirm: i18n._(msg`Yes, cancel the order`),
    cancelKeep: i18n._(msg`Keep the order`),
    cancelling: i18n._(msg`Cancelling…`),
    cancelled: i18n._(msg`Your order is cancelled. The refund is on its way; we have written to you.`),
    /** `customerCancelRefusal(status)`, the server's reason the order cannot be cancelled. */
    cancelRefusal: (text: string, status: OrderStatus) =>
      knownText(text, [
        [
          RETURN_TEXTS.cancelUnpaid,
          () =>
            i18n._(
              msg`This order has not been paid, so there is nothing to cancel: left unpaid, it expires by itself a day after it was placed.`,
            ),
        ],
        [
          RETURN_TEXTS.cancelMakingStarted,
          () =>
            i18n._(
              msg`Making has started on this order, so it can no longer be cancelled. Once it is delivered you may ask to return pieces that are not personalised.`,
            ),
        ],
        [
          RETURN_TEXTS.cancelEnded(status),
          () => {
            const state = i18n._(ORDER_STATUS_MESSAGES[status]);
            const now = i18n.locale === 'en' ? state.toLowerCase() : state;
            return i18n._(msg`This order is ${now}, so it cannot be cancelled.`);
          },
        ],
      ]),

    returnsHeading: i18n._(msg`Returns`),
    returnAction: i18n._(msg`Return pieces`),
    returnIntro: (lastDay: ShopDay) => {
      const last = longDayText(i18n, lastDay);
      return i18n._(msg`You may ask to return pieces until ${last}.`);
    },
    returnReasonLabel: i18n._(msg`Why are you returning them?`),
    returnQuantityLabel: (name: string) => i18n._(msg`How many of ${name}`),
    returnSend: i18n._(msg`Ask for the return`),
    reasonNeeded,
    returnSending: i18n._(msg`Sending…`),
    returnSent: i18n._(msg`We have your return request and will write to you once we have looked at it.`),
    chooseLines,
    returnTotal: (amountPaise: Paise) => {
      const amount = formatPaise(amountPaise);
      return i18n._(msg`Refund on return: ${amount}`);
    },
    quoting: i18n._(msg`Working out the refund…`),
    quoteFailed: i18n._(
      msg`The refund could not be worked out. It is shown once you have asked for the return.`,
    ),
    belowMinimum: (withdrawal: CouponWithdrawalAnswer, pieces: number) =>
      belowMinimumText(i18n, withdrawal, pieces),
    pickupLine: (courier: string, trackingNumber: string) =>
      i18n._(msg`Pickup: ${courier}, tracking ${trackingNumber}`),
    customerStep: (
      step: ReturnStatus,
      day: string,
      ret: Pick<OrderReturn, 'amountPaise' | 'declineReason' | 'refundState'>,
      settledDay: string | null,
    ) => customerStepText(i18n, step, day, ret, settledDay),
    /** A step's day: '4 Dec 2026' in English, in the page's locale otherwise. */
    stepDay: (moment: string) =>
      new Intl.DateTimeFormat(localeOf(i18n), { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
        new Date(moment),
      ),
    failed: i18n._(msg`Something went wrong. Please try again.`),
    /** Why a line of the form cannot be returned (`lineRefusal` on the server). */
    lineRefusal: (text: string, name: string) => knownText(text, lineSentences(name)),
    /** Why no return may be asked for. */
    formRefusal: (text: string, form: CustomerAfterSaleAnswer['returnForm']) =>
      knownText(text, formSentences(form)),
    /**
     * What the server said when a return was refused after it was asked for: the window has
     * ended, or a piece cannot (or not that many) be returned.
     */
    returnError: (text: string, form: CustomerAfterSaleAnswer['returnForm']) =>
      knownText(text, [
        ...formSentences(form),
        ...form.lines.flatMap((line) => [
          ...lineSentences(line.name),
          [
            RETURN_TEXTS.tooMany(line.name, line.quantityLeft),
            () => {
              const { name, quantityLeft: left } = line;
              return left === 0
                ? i18n._(msg`${name} has already been returned or asked back.`)
                : i18n._(msg`At most ${left} of ${name} can be returned.`);
            },
          ] as const,
        ]),
        [RETURN_TEXTS.noSuchLine, () => i18n._(msg`That piece is not part of this order.`)],
        [RETURN_TEXTS.chooseLines, () => chooseLines],
        [RETURN_TEXTS.reasonNeeded, () => reasonNeeded],
      ]),
  };
}

export type AfterSaleWords = ReturnType<typeof afterSaleWords>;
